interface SchoolRoom {
  code: string,
  building: string,
  capacity?: number | null,
}

export default SchoolRoom;
