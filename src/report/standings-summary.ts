// cold: standings.csv read at a glance (C3): for each table size, each entrant's win share over all
// its tables and the share of games won from each seat, so the first-seat advantage and the
// strongest design show without reading every table.
import { columns, type ReportTable } from './table.js';

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Rows per table size and entrant (win share over its tables), then one row per size for the seats. */
export function standingsSummary(standings: ReportTable): ReportTable {
  const sizes = [...new Set(standings.rows.map((row) => Number(row['players'])))].sort((a, b) => a - b);
  const maxSeats = Math.max(...sizes);
  const seatColumns = Array.from({ length: maxSeats }, (_, s) => `seat_${s + 1}`);
  const rows = sizes.flatMap((n) => {
    const ofSize = standings.rows.filter((row) => Number(row['players']) === n);
    const entrants = [...new Set(ofSize.map((row) => String(row['entrant'])))].sort();
    const byEntrant = entrants.map((entrant) => {
      const mine = ofSize.filter((row) => row['entrant'] === entrant);
      const games = mine.reduce((sum, row) => sum + Number(row['games']), 0);
      const wins = mine.reduce((sum, row) => sum + Number(row['wins']), 0);
      const out: Record<string, string | number> = { players: n, who: entrant, tables: mine.length, games, win_share: round(wins / games), parity: round(1 / n) };
      seatColumns.forEach((column, s) => (out[column] = s < n ? round(mine.reduce((sum, row) => sum + Number(row[`win_share_seat_${s + 1}`] ?? 0), 0) / mine.length) : ''));
      return out;
    });
    // Every seat, all tables together: the share of all games won from that seat (each entrant's
    // seat shares summed over its tables add up to the entrants times the mean over tables).
    const seats: Record<string, string | number> = { players: n, who: '(any, by seat)', tables: new Set(ofSize.map((row) => row['table'])).size, games: '', win_share: '', parity: round(1 / n) };
    seatColumns.forEach((column, s) => (seats[column] = s < n ? round(byEntrant.reduce((sum, row) => sum + Number(row[column]), 0) / byEntrant.length) : ''));
    return [...byEntrant.sort((a, b) => Number(b['win_share']) - Number(a['win_share'])), seats];
  });
  return { title: 'Standings summary', columns: columns('players', 'who', 'tables', 'games', 'win_share', 'parity', ...seatColumns), rows };
}
