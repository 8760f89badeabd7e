/**
 * Issue 12 item 3: React's render as a response body (worker/render/htmlStream.ts), in workerd.
 * Each flush leaves as one chunk, the page's text survives React's 4 KB buffers, the copy kept
 * for the page cache is what was sent (given once the runtime has read all of it), and a
 * visitor who leaves stops the render.
 */
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHtmlStream } from '../../worker/render/htmlStream';
import { nextTasks } from '../lib/time';
import { settleable } from '../lib/settleable';

function Late({ text }: { text: Promise<string> }) {
  return <p id="late">{use(text)}</p>;
}

/** A page with many elements (many buffers' worth) and a part that streams once `text` resolves. */
function Page({ text, rows = 400 }: { text: Promise<string>; rows?: number }) {
  return (
    <html lang="it">
      <body>
        <ul>
          {Array.from({ length: rows }, (_, i) => (
            <li key={i} className="row">
              {`Partenza ${i}: città, caffè, 東京 🧳`}
            </li>
          ))}
        </ul>
        <Suspense fallback={<p id="waiting">…</p>}>
          <Late text={text} />
        </Suspense>
      </body>
    </html>
  );
}

async function chunksOf(body: ReadableStream<Uint8Array>, afterFirst?: () => void) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
    if (chunks.length === 1) afterFirst?.();
  }
}

const decode = (chunks: Uint8Array[]) => {
  const decoder = new TextDecoder();
  return chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode();
};

describe('renderHtmlStream', () => {
  it('sends the shell as one chunk, then the streamed part as another, and keeps the same text', async () => {
    const text = settleable<string>();
    const stream = await renderHtmlStream(<Page text={text.promise} />, { nonce: 'n0nce' });
    const chunks = await chunksOf(stream.body, () => text.resolve('Arrivato, però'));
    // A page of ~25 KB: React's Node build writes it in 4 KB buffers, one chunk per flush here.
    expect(chunks.length).toBe(2);
    const shell = new TextDecoder().decode(chunks[0]);
    expect(shell.length).toBeGreaterThan(20_000);
    expect(shell).toContain('<p id="waiting">');
    expect(shell).not.toContain('Arrivato');
    const sent = decode(chunks);
    expect(sent).toContain('Arrivato, però');
    // React's script that moves the streamed part carries the nonce.
    expect(sent).toMatch(/<script nonce="n0nce">/);
    expect(sent.endsWith('</body></html>')).toBe(true);
    // Every row whole: no character cut where one buffer ends and the next begins.
    expect(sent.match(/Partenza \d+: città, caffè, 東京 🧳/g)).toHaveLength(400);
    const kept = await stream.html();
    expect(kept.text()).toBe(sent);
    // The bytes as they were written, for a store that sends them on without decoding them.
    expect(await new Blob([...kept.parts]).text()).toBe(sent);
    await expect(stream.allReady).resolves.toBeUndefined();
  });

  it('gives the kept copy only once the runtime has read the whole page, so a store never holds back its end', async () => {
    const stream = await renderHtmlStream(<Page text={Promise.resolve('Pronto')} rows={50} />);
    await stream.allReady;
    let kept = false;
    void stream.html().then(() => (kept = true));
    const reader = stream.body.getReader();
    const parts: Uint8Array[] = [];
    for (;;) {
      await nextTasks(3);
      // Rendered to the end, but not yet all read: no copy yet.
      expect(kept).toBe(false);
      const { value, done } = await reader.read();
      if (done) break;
      parts.push(value);
    }
    await nextTasks();
    expect(kept).toBe(true);
    expect((await stream.html()).text()).toBe(decode(parts));
    expect(decode(parts)).toContain('Pronto');
  });

  it('keeps long text React writes as a string, with multi-byte characters, whole', async () => {
    const long = 'è'.repeat(3000) + '🧳'.repeat(2000);
    const stream = await renderHtmlStream(
      <div>
        <p>{long}</p>
        <p>{long}</p>
      </div>,
    );
    const sent = decode(await chunksOf(stream.body));
    expect(sent).toBe(`<div><p>${long}</p><p>${long}</p></div>`);
    const kept = await stream.html();
    expect(kept.text()).toBe(sent);
    expect(await new Blob([...kept.parts]).text()).toBe(sent);
  });

  it('stops the render when the visitor leaves: the streamed part is never rendered, the copy is refused', async () => {
    const text = settleable<string>();
    const errors: unknown[] = [];
    let rendered = 0;
    function Counted({ value }: { value: Promise<string> }) {
      rendered++;
      return <p>{use(value)}</p>;
    }
    const stream = await renderHtmlStream(
      <main>
        <h1>Viaggio</h1>
        <Suspense fallback={<p>…</p>}>
          <Counted value={text.promise} />
        </Suspense>
      </main>,
      {
        onError: (error) => {
          errors.push(error);
        },
      },
    );
    const reader = stream.body.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('<h1>Viaggio</h1>');
    await reader.cancel(new Error('visitor left'));
    const attempts = rendered;
    text.resolve('too late');
    await nextTasks(3);
    // Once cancelled, the part that was waiting is not rendered when its data arrives.
    expect(rendered).toBe(attempts);
    expect(errors.length).toBeGreaterThan(0);
    await expect(stream.html()).rejects.toThrow('visitor left');
  });

  it('stops when the request signal aborts, before or during the render', async () => {
    const gone = new AbortController();
    gone.abort(new Error('visitor left'));
    await expect(renderHtmlStream(<Page text={new Promise<string>(() => undefined)} />, { signal: gone.signal, onError: () => undefined })).rejects.toThrow();

    const leaving = new AbortController();
    const text = settleable<string>();
    const stream = await renderHtmlStream(<Page text={text.promise} rows={3} />, { signal: leaving.signal, onError: () => undefined });
    const chunks = await chunksOf(stream.body, () => leaving.abort(new Error('visitor left')));
    // The stream ends (React closes the part it could not finish) and allReady settles: nothing
    // waiting on either (a robot's render) hangs.
    expect(decode(chunks)).not.toContain('id="late"');
    await expect(stream.allReady).resolves.toBeUndefined();
  });

  it('rejects when the shell itself fails', async () => {
    function Broken(): never {
      throw new Error('shell failed');
    }
    await expect(renderHtmlStream(<Broken />, { onError: () => undefined })).rejects.toThrow('shell failed');
  });
});
