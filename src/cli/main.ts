export async function main(a: string[]): Promise<number> { console.log("hi", a); return 0; }
