/** A stored logo as an image answer: its own type (from its bytes), never sniffed, cached a little while. */
export const logoResponse = (logo: { bytes: Buffer; type: string }) =>
  new Response(new Uint8Array(logo.bytes), {
    headers: {
      'content-type': logo.type,
      'content-length': String(logo.bytes.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=300',
    },
  });
