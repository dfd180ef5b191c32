// The package ships no types: what test-support/page-validators.ts uses of it.
declare module '@adobe/structured-data-validator' {
  export interface StructuredDataIssue {
    rootType: string;
    dataFormat: string;
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path?: { type?: string; property?: string; index?: number }[];
    fieldNames?: string[];
    source?: string;
  }
  /** The shape @marbec/web-auto-extractor gives: each format's root items, by their type. */
  export interface ExtractedData {
    jsonld?: Record<string, object[]>;
    microdata?: Record<string, object[]>;
    rdfa?: Record<string, object[]>;
  }
  export default class Validator {
    constructor(schemaOrgJson?: object);
    validate(data: ExtractedData): Promise<StructuredDataIssue[]>;
  }
}
