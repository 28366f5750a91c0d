// A chat service's member profile: the display name and handle may be missing for new members.
export interface MemberProfile {
  memberId: string;
  displayName?: string;
  handle?: string;
}

// A room lists only who is in it.
export interface RoomSeat {
  memberId: string;
}

export interface Room {
  roomId: string;
  topic: string;
  seats: RoomSeat[];
}

export async function getProfile(id: string): Promise<MemberProfile> {
  return (await fetch(`/members/${id}`)).json();
}

export async function getRoom(id: string): Promise<Room> {
  return (await fetch(`/rooms/${id}`)).json();
}
