interface SchoolTeacher {
  initials: string,
  display_name: string,
}

export default SchoolTeacher;
