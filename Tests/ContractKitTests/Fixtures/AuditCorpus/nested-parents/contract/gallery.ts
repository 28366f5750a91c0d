// A photo gallery's API. Every resource links to others by id and kind; a photo's own
// fields sit under `details`.

export interface Link {
  id: string;
  kind: "photo" | "album" | "person";
}

export interface Photo {
  id: string;
  kind: "photo";
  details: PhotoDetails;
}

export interface PhotoDetails {
  fileName: string;
  width: number;
  height: number;
  caption: string;
  takenAt: string;
}

export interface Person {
  id: string;
  kind: "person";
  details: PersonDetails;
}

export interface PersonDetails {
  name: string;
  bio: string | null;
}

export interface Album {
  id: string;
  title: string;
  links: Link[];
}
