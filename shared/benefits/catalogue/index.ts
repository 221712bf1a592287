import type { BenefitVersion } from '../types';
import { educationVersions } from './education';
import { subsidioElectricoVersions } from './electricity';
import { familyVersions } from './family';
import { bolsilloVersions } from './bolsillo';
import { aporteVersions, asignacionFamiliarVersions, subsidioFamiliarVersions } from './family-core';
import { housingAndDeathVersions } from './housing-death';
import { householdVersions } from './households';
import { pensionVersions } from './pensions';
import { bonoInviernoVersions, pguVersions } from './pensions-core';
import { workVersions } from './work';

export { unclaimedMoney } from './unclaimed';

/**
 * The benefits catalogue as versioned data. A benefit id may have several versions; the
 * evaluator uses the one valid on the day. To update a figure, close the current version
 * (`validTo`) and add a new one with its source; never edit a past version. Each source
 * says when it was checked, how sure we are (`confidence`) and what could not be verified.
 */
export const benefitCatalogue: readonly BenefitVersion[] = [
  ...pguVersions,
  ...aporteVersions,
  ...subsidioFamiliarVersions,
  ...asignacionFamiliarVersions,
  ...bolsilloVersions,
  ...bonoInviernoVersions,
  ...subsidioElectricoVersions,
  ...pensionVersions,
  ...familyVersions,
  ...educationVersions,
  ...workVersions,
  ...housingAndDeathVersions,
  ...householdVersions,
];
