import { detectKind, extensionOf, sniffKind } from '../../../src/server/media/sniff';
import {
  HTML,
  makeAnimatedGif,
  makeJpeg,
  makeMp4,
  makePdf,
  makePng,
  makeWebm,
  makeWebp,
  SVG,
} from '../support/mediaFixtures';

describe('sniffKind', () => {
  it('recognises each allowed kind from its bytes', async () => {
    expect(sniffKind(await makeJpeg())).toBe('jpeg');
    expect(sniffKind(await makePng())).toBe('png');
    expect(sniffKind(await makeWebp())).toBe('webp');
    expect(sniffKind(await makeAnimatedGif())).toBe('gif');
    expect(sniffKind(Buffer.from('GIF87a'))).toBe('gif');
    expect(sniffKind(makePdf())).toBe('pdf');
    expect(sniffKind(makeWebm())).toBe('webm');
    for (const brand of ['isom', 'mp42', 'avc1', 'mp41'])
      expect(sniffKind(makeMp4(64, brand, []))).toBe('mp4');
  });

  it('accepts an MP4 whose major brand is unknown but whose compatible brands are MP4', () => {
    expect(sniffKind(makeMp4(64, 'XAVC', ['XAVC', 'mp42']))).toBe('mp4');
  });

  it('refuses QuickTime, 3GPP and Matroska that share the containers', () => {
    expect(sniffKind(makeMp4(64, 'qt  ', ['qt  ']))).toBeNull();
    expect(sniffKind(makeMp4(64, '3gp4', ['3gp4']))).toBeNull();
    expect(sniffKind(makeWebm(64, 'matroska'))).toBeNull();
  });

  it('refuses SVG, HTML, text, empty and truncated signatures', () => {
    for (const bytes of [
      SVG,
      HTML,
      Buffer.from('hello'),
      Buffer.alloc(0),
      Buffer.from([0xff, 0xd8]),
      Buffer.from('%PDF'),
    ]) {
      expect(sniffKind(bytes)).toBeNull();
    }
    // An SVG with a PNG-looking name is still text.
    expect(sniffKind(Buffer.from(`\uFEFF${SVG.toString()}`))).toBeNull();
  });

  it('refuses a RIFF file that is not WebP (e.g. WAV or AVI)', () => {
    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]);
    expect(sniffKind(wav)).toBeNull();
  });
});

describe('detectKind', () => {
  it('needs the extension to agree with the bytes', async () => {
    const png = await makePng();
    expect(detectKind(png, 'photo.PNG')).toBe('png');
    expect(detectKind(png, 'photo.pdf')).toBeNull();
    expect(detectKind(png, 'photo.jpg')).toBeNull();
    expect(detectKind(png, 'photo')).toBeNull();
    const jpeg = await makeJpeg();
    expect(detectKind(jpeg, 'a.jpg')).toBe('jpeg');
    expect(detectKind(jpeg, 'a.JPEG')).toBe('jpeg');
    expect(detectKind(SVG, 'logo.png')).toBeNull();
    expect(detectKind(SVG, 'logo.svg')).toBeNull();
    expect(detectKind(HTML, 'page.jpg')).toBeNull();
  });

  it('reads the extension after the last dot only', () => {
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('photo.jpg.exe')).toBe('exe');
    expect(extensionOf('.png')).toBe('');
    expect(extensionOf('noext')).toBe('');
  });
});
