/** Copy of forms under way (issue 30 items 6 and 11): where a code went, a failed request and its retry. */
const en = {
  forms: {
    codeSentTo: 'We sent a code to {{email}}.',
    changeEmail: 'Change email',
    failed: 'That did not go through: check your connection and try again.',
    retry: 'Try again',
  },
};

export type FormsResources = typeof en;
export default en;
