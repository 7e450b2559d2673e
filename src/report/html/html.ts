// cold: HTML text helpers for the report: escaping, and a CSV table as an HTML table whose cells
// hold the CSV's own text (so the page's numbers are the CSV's, digit for digit).
import type { ReportTable } from '../table.js';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const NUMBER = /^-?\d+(\.\d+)?(e-?\d+)?$/;

/** The table as HTML; numbers align right. At most `limit` rows, with a line saying where the rest are. */
export function htmlTable(table: ReportTable, source: string, limit = 400): string {
  const head = table.columns.map((column) => `<th scope="col">${escapeHtml(column.label)}</th>`).join('');
  const rows = table.rows.slice(0, limit).map((row) => `<tr>${table.columns.map((column) => {
    const text = String(row[column.key] ?? '');
    return NUMBER.test(text) ? `<td class="n">${escapeHtml(text)}</td>` : `<td>${escapeHtml(text)}</td>`;
  }).join('')}</tr>`).join('\n');
  const more = table.rows.length > limit ? `<p class="more">The first ${limit} of ${table.rows.length} rows; all of them are in ${escapeHtml(source)}.</p>` : '';
  return `<div class="scroll"><table data-source="${escapeHtml(source)}"><thead><tr>${head}</tr></thead><tbody>\n${rows}\n</tbody></table></div>${more}`;
}

/** A whole self-contained page: its title, its inline style sheet and its body. */
export function htmlDocument(title: string, style: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
${body}
</body>
</html>
`;
}
