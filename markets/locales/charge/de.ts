import type { ChargeResources } from './en';

const de: ChargeResources = {
  charge: {
    payable: 'Du zahlst in EUR oder GBP, je nach der Wohnadresse, die du beim Bezahlen angibst.',
    approximate: 'Preise in {{display}} sind Richtwerte: Du zahlst in EUR oder GBP, je nach der Wohnadresse, die du beim Bezahlen angibst.',
  },
};

export default de;
