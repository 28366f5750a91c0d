interface LegacyRecord { // expect-declaration: LegacyRecord
  code: string;
}
export = LegacyRecord;
