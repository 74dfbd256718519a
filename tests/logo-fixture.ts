/** A real 1×1 PNG, as an uploaded logo's bytes (Chromium draws it into a report's PDF; decision 130). */
export const PNG_LOGO = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
