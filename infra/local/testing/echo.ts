/** A fixture function for the gateway's tests: answers with the event it received. */
export const handler = (event: unknown) => Promise.resolve({ statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
