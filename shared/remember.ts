/**
 * Answers of a pure function of text, kept per isolate (worker) or page (browser): the same
 * text in gives the same text out, so a render need not work it out again (issue 12). Bounded
 * to `limit` answers; emptied when full.
 */
export function rememberer(limit: number): (key: string, work: () => string) => string {
  const answers = new Map<string, string>();
  return (key, work) => {
    const known = answers.get(key);
    if (known !== undefined) return known;
    const answer = work();
    if (answers.size >= limit) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
