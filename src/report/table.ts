// types: the one table shape every report writer consumes.
export interface ReportColumn {
  readonly key: string;
  readonly label: string;
}

export interface ReportTable {
  readonly title: string;
  readonly columns: readonly ReportColumn[];
  readonly rows: readonly Readonly<Record<string, string | number>>[];
}

/** Columns whose CSV header is the key itself (the usual case: snake_case or plain words). */
export function columns(...keys: readonly string[]): ReportColumn[] {
  return keys.map((key) => ({ key, label: key }));
}
