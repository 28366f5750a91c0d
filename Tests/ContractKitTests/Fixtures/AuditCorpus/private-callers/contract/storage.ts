export class Storage {
  static async put(key: string, value: unknown): Promise<void> {}
  async save(key: string, value: unknown): Promise<void> {}
}
