/**
 * The demo with the walkthrough's example modules (tests/browser/run.mjs serves it when a spec
 * names EXAMPLES_URL): a generated page, 'Années scolaires (exemple)', and a section of the
 * school's page, 'Classes (exemple)'. Empty when the run did not build it.
 */
export const EXAMPLES_URL = process.env.EXAMPLES_URL ?? '';

/** A school whose classes are seeded (the school of the first class), asked as the app asks. */
export const schoolWithClasses = (page) =>
  page.evaluate(async () => {
    const token = localStorage.getItem('authorization-token');
    const answer = await fetch('/api/exampleClasse/list?page=1&perPage=1', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await answer.json()).data[0].school_id;
  });
