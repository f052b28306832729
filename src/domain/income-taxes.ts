/**
 * The taxes a household pays on its wages, for the monthly budget: federal income tax (the
 * year's standard deduction and brackets, less the child tax credit), North Carolina income tax
 * (the flat rate over the state's standard deduction) and the employee's Social Security and
 * Medicare. Figures come from data/official/income-taxes/ and the NC rate fact; everything here
 * is pure and small, because the budget island computes with it in the browser.
 *
 * Simplifications, each named on the page: all income is wages, split evenly between the
 * adults, who all work; one adult with children files as head of household, two adults file
 * jointly; every child is under 17; no itemised deductions, no earned income credit, no North
 * Carolina child deduction, no Additional Medicare Tax (it starts above $200,000).
 */

export type FilingStatus = 'single' | 'joint' | 'head';

interface Bracket {
  /** The top of the bracket in taxable dollars; null for the last one. */
  upTo: number | null;
  /** Percent. */
  rate: number;
}

interface TaxSource {
  name: string;
  /** The short name the budget's source column shows. */
  cite: string;
  url: string;
  date?: string;
  readOn?: string;
  quote: string;
}

/** data/official/income-taxes/tax-year-YYYY.json */
export interface TaxYearFile {
  taxYear: number;
  federal: {
    source: TaxSource;
    standardDeduction: Record<FilingStatus, number>;
    brackets: Record<FilingStatus, Bracket[]>;
    childTaxCredit: { perChild: number; refundablePerChild: number; refundableEarningsFloor: number; refundableRate: number; source: TaxSource };
  };
  payroll: { socialSecurityRate: number; medicareRate: number; socialSecurityWageBase: number; source: TaxSource };
  northCarolina: { standardDeduction: Record<FilingStatus, number>; source: TaxSource };
}

export interface TaxHousehold {
  adults: number;
  children: number;
}

/** Annual dollars by tax, unrounded. Federal is negative where the refundable credit exceeds the tax. */
export interface AnnualTaxes {
  federal: number;
  northCarolina: number;
  payroll: number;
}

export function filingStatus({ adults, children }: TaxHousehold): FilingStatus {
  if (adults > 1) return 'joint';
  return children > 0 ? 'head' : 'single';
}

function bracketTax(taxable: number, brackets: readonly Bracket[]): number {
  let tax = 0;
  let floor = 0;
  for (const { upTo, rate } of brackets) {
    const top = upTo ?? Infinity;
    if (taxable <= floor) break;
    tax += ((Math.min(taxable, top) - floor) * rate) / 100;
    floor = top;
  }
  return tax;
}

/** The three taxes on `wages` a year for the household, with the NC rate in percent. */
export function annualTaxes(wages: number, household: TaxHousehold, file: TaxYearFile, ncRatePercent: number): AnnualTaxes {
  const status = filingStatus(household);
  const { federal, payroll, northCarolina } = file;
  const beforeCredits = bracketTax(Math.max(0, wages - federal.standardDeduction[status]), federal.brackets[status]);
  const credit = federal.childTaxCredit;
  const nonRefundable = Math.min(beforeCredits, credit.perChild * household.children);
  const unused = credit.perChild * household.children - nonRefundable;
  const refundable = Math.min(
    unused,
    credit.refundablePerChild * household.children,
    (Math.max(0, wages - credit.refundableEarningsFloor) * credit.refundableRate) / 100,
  );
  const perEarner = wages / household.adults;
  const payrollTax =
    household.adults * ((Math.min(perEarner, payroll.socialSecurityWageBase) * payroll.socialSecurityRate) / 100 + (perEarner * payroll.medicareRate) / 100);
  return {
    federal: beforeCredits - nonRefundable - refundable,
    northCarolina: (Math.max(0, wages - northCarolina.standardDeduction[status]) * ncRatePercent) / 100,
    payroll: payrollTax,
  };
}

const total = (t: AnnualTaxes) => t.federal + t.northCarolina + t.payroll;

/**
 * The lowest yearly wages (to the cent) that leave `needed` dollars a year after the three
 * taxes. Wages less taxes rises with wages, and all the marginal rates together stay under
 * 50 % (37 + 3.99 + 7.65), so twice `needed` always leaves enough: a bisection below it finds the wages.
 */
export function wagesCovering(needed: number, household: TaxHousehold, file: TaxYearFile, ncRatePercent: number): number {
  let low = 0;
  let high = Math.max(0, needed * 2);
  while (high - low > 0.005) {
    const middle = (low + high) / 2;
    if (middle - total(annualTaxes(middle, household, file, ncRatePercent)) >= needed) high = middle;
    else low = middle;
  }
  return Math.ceil(high * 100) / 100;
}
