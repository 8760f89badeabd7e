/** Copy of the search widget and the AI search while they wait or disagree (issue 30 items 4 and 6). */
const en = {
  searchWait: {
    monthKept: 'Weekend trips last up to 4 days: showing {{length}} trips leaving in {{month}}.',
    durationCleared: 'Weekend trips last up to 4 days, so the trip length is now “any length”.',
    aiBusy: 'Reading your request…',
    aiFailed: 'The AI search did not answer. Your request is still here.',
    lookupFailed: 'Destinations did not load. You can still search for the words typed.',
    retry: 'Try again',
  },
};

export default en;
type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };
export type SearchWaitResources = DeepString<typeof en>;
