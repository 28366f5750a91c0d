export async function helper(): Promise<void> {}
