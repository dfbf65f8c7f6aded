/** The value a response schema produces, without naming the schema library. */
export type Parsed<S extends { parse(data: unknown): unknown }> = ReturnType<S['parse']>;
