// What a repository answers from a query it has built, where only the row's presence or id matters.

/** Whether the query finds a row. */
export async function findsRow(query: { executeTakeFirst(): Promise<unknown> }): Promise<boolean> {
  return (await query.executeTakeFirst()) !== undefined;
}

/** The id of the row an insert `returning('id')` wrote. */
export async function insertedId(query: {
  executeTakeFirstOrThrow(): Promise<{ id: number }>;
}): Promise<number> {
  return (await query.executeTakeFirstOrThrow()).id;
}
