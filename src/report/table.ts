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
