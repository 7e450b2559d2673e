// cold: an odd-q hex map drawn as small multiples in one SVG picture, one panel per frame (a
// replay's map after each turn): every hex filled by the game's colour for it, then the marks
// each frame places: discs with a letter for robots, plain text for anything else.

/** One thing drawn on a hex: a disc in `disc`'s colour with white text, or dark text alone. */
export interface HexMark {
  readonly cell: number;
  readonly text: string;
  readonly disc?: string;
  /** Colour of plain text (default near black). */
  readonly colour?: string;
  readonly bold?: boolean;
}

export interface HexFrame {
  readonly title: string;
  readonly marks: readonly HexMark[];
}

export interface FramesPicture {
  readonly title: string;
  readonly width: number;
  readonly height: number;
  /** The fill colour of a cell. */
  readonly fill: (cell: number) => string;
  readonly frames: readonly HexFrame[];
}

const R = 9; // hex radius in pixels
const PER_ROW = 5;

export function framesSvg(picture: FramesPicture): string {
  const { width, height, frames } = picture;
  const mapWidth = Math.ceil(1.5 * R * width + R / 2) + 8;
  const mapHeight = Math.ceil(Math.sqrt(3) * R * (height + 0.5)) + 24;
  const rows = Math.ceil(frames.length / PER_ROW);
  const parts: string[] = [];
  const centre = (cell: number) => {
    const q = cell % width;
    const row = Math.floor(cell / width);
    return [4 + R + 1.5 * R * q, 20 + (Math.sqrt(3) / 2) * R * (1 + 2 * row + (q & 1))] as const;
  };
  const hex = (x: number, y: number) => [...Array(6).keys()].map((i) => `${(x + R * Math.cos((Math.PI / 3) * i)).toFixed(1)},${(y + R * Math.sin((Math.PI / 3) * i)).toFixed(1)}`).join(' ');
  frames.forEach((frame, index) => {
    const ox = (index % PER_ROW) * mapWidth;
    const oy = 28 + Math.floor(index / PER_ROW) * mapHeight;
    parts.push(`<g transform="translate(${ox},${oy})"><text x="4" y="12" font-size="11">${escapeXml(frame.title)}</text>`);
    for (let cell = 0; cell < width * height; cell++) {
      const [x, y] = centre(cell);
      parts.push(`<polygon points="${hex(x, y)}" fill="${picture.fill(cell)}" stroke="#888" stroke-width="0.4"/>`);
    }
    for (const mark of frame.marks) {
      if (mark.cell < 0) continue;
      const [x, y] = centre(mark.cell);
      if (mark.disc !== undefined) {
        parts.push(`<circle cx="${x}" cy="${y}" r="${R * 0.75}" fill="${mark.disc}" stroke="#222" stroke-width="0.8"/>`);
        parts.push(`<text x="${x}" y="${y + 3.5}" font-size="10" text-anchor="middle" fill="#fff" font-weight="bold">${escapeXml(mark.text)}</text>`);
      } else if (mark.bold === true) {
        parts.push(`<text x="${x}" y="${y + 4}" font-size="12" text-anchor="middle" fill="${mark.colour ?? '#222'}" font-weight="bold">${escapeXml(mark.text)}</text>`);
      } else parts.push(`<text x="${x}" y="${y + 3.5}" font-size="10" text-anchor="middle" fill="${mark.colour ?? '#222'}">${escapeXml(mark.text)}</text>`);
    }
    parts.push('</g>');
  });
  const svgWidth = Math.min(PER_ROW, frames.length) * mapWidth;
  const svgHeight = 28 + rows * mapHeight;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${svgWidth}" height="${svgHeight}" font-family="sans-serif">`
    + `<text x="4" y="18" font-size="14">${escapeXml(picture.title)}</text>${parts.join('')}</svg>\n`;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
