import SchoolRoom from './Room';
import SchoolTeacher from './Teacher';

// One lesson of a school timetable, as the timetable API returns it.
interface SchoolLesson {
  // the lesson's id
  id: number,
  // the subject's display name
  subject: string,
  // the teacher, when one is assigned
  teacher?: SchoolTeacher | null,
  // where it takes place
  room: SchoolRoom,
  // ISO 8601 start and end
  starts_at: string,
  ends_at: string,
}

export default SchoolLesson;
