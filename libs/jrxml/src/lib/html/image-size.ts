/** Width and height in pixels of a PNG, GIF or JPEG given as a base64 data URL; else undefined. */
export function imageSize(
  dataUrl: string,
): { width: number; height: number } | undefined {
  const comma = dataUrl.indexOf(',');
  if (comma < 0) return undefined;
  // The header is enough: PNG and GIF say the size in the first bytes, JPEG in a SOF segment.
  const head = Buffer.from(
    dataUrl.slice(comma + 1, comma + 1 + 87_384),
    'base64',
  );
  if (head.length >= 24 && head.readUInt32BE(0) === 0x89504e47)
    return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
  if (head.length >= 10 && head.toString('latin1', 0, 4) === 'GIF8')
    return { width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0xd8)
    return jpegSize(head);
  return undefined;
}

function jpegSize(
  bytes: Buffer,
): { width: number; height: number } | undefined {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1];
    const length = bytes.readUInt16BE(offset + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (
      marker >= 0xc0 &&
      marker <= 0xcf &&
      ![0xc4, 0xc8, 0xcc].includes(marker)
    )
      return {
        height: bytes.readUInt16BE(offset + 5),
        width: bytes.readUInt16BE(offset + 7),
      };
    offset += 2 + length;
  }
  return undefined;
}
