// A file with no import and no export: TypeScript reads it as a script, and its interfaces
// are global, used by every other file of the program without an import.

interface ShelfDto {
  id: string;
  name: string;
  bookIds: string[];
  createdDate: string;
}

interface ShelfCreationDto { // expect: type-missing
  name: string;
  bookIds: string[];
}
