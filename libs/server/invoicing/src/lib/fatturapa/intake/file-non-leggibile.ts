/** An uploaded file that cannot be read as what it claims to be; the message is Italian and names the file. */
export class FileNonLeggibile extends Error {
  constructor(
    readonly file: string,
    motivo: string,
  ) {
    super(`${file}: ${motivo}`);
  }
}
