/**
 * Federal aid data files (MyStudentData.txt) written for the tests, shaped like the file
 * studentaid.gov's "Download My Aid Data" saves: a header with the student's own fields, enrollment
 * and grant lines, then one block per loan. Every identifier below is invented and distinctive, so a
 * test can search logs and database dumps for it. Not exported from the package index.
 */

/** The personal identifiers the fixtures carry; none may ever be stored or logged. */
export const FIXTURE_IDENTIFIERS = {
  ssn: '987-65-4329',
  ssnDigits: '987654329',
  firstName: 'QUENTIN',
  lastName: 'ZEPHYRWOOD',
  dateOfBirth: '04/09/1994',
  street: '4821 WINTERBERRY LANE',
  city: 'MAPLECROFT',
  email: 'qzephyrwood@example.net',
  phone: '2175550143',
  school: 'NORTHWOOD UNIVERSITY SCHOOL OF LAW',
} as const;
const I = FIXTURE_IDENTIFIERS;

const header = (requestDate = '11/20/2026') => `File Request Date:${requestDate}
File Request Time:09:14:52 AM
File Source:studentaid.gov
Student Information
Student SSN:${I.ssn}
Student Date of Birth:${I.dateOfBirth}
Student First Name:${I.firstName}
Student Middle Initial:R
Student Last Name:${I.lastName}
Student Permanent Address Line 1:${I.street}
Student Permanent Address Line 2:APT 2B
Student Permanent Address City:${I.city}
Student Permanent Address State Code:IL
Student Permanent Address Zip Code:62704
Student Email Address:${I.email}
Student Permanent Phone Number:${I.phone}
Student Enrollment Information
Enrollment School Name:${I.school}
Enrollment Status Description:GRADUATED
Enrollment Status Effective Date:05/20/2022
Grant Information
Grant Type Code:PELL
Grant Type Description:FEDERAL PELL GRANT
Grant Attending School Name:${I.school}
Grant Award Amount:$6,195.00
Loan Information
`;

type LoanSpec = {
  code: string;
  description: string;
  date: string;
  principal: string;
  interest: string;
  rate: string;
  status: string;
  plan?: string;
  pslf?: string;
  awardSuffix?: string;
};

const block = (l: LoanSpec) => `Loan Type Code:${l.code}
Loan Type Description:${l.description}
Loan Award ID:${I.ssnDigits}${l.awardSuffix ?? 'U19G12345001'}
Loan Attending School Name:${I.school}
Loan Date:${l.date}
Loan Amount:$20,500.00
Loan Disbursed Amount:$20,500.00
Loan Disbursement Date:${l.date}
Loan Disbursement Amount:$10,250.00
Loan Disbursement Date:${l.date}
Loan Disbursement Amount:$10,250.00
Loan Canceled Amount:$0.00
Loan Outstanding Principal Balance:${l.principal}
Loan Outstanding Principal Balance as of Date:11/18/2026
Loan Outstanding Interest Balance:${l.interest}
Loan Outstanding Interest Balance as of Date:11/18/2026
Loan Interest Rate Type Description:FIXED
Loan Interest Rate:${l.rate}
Loan Repayment Plan Type Code:${l.plan ? 'IB' : ''}
Loan Repayment Plan Type Code Description:${l.plan ?? ''}
Loan Repayment Plan Begin Date:01/01/2023
Loan PSLF Cumulative Matched Months:${l.pslf ?? ''}
Current Loan Status:${l.status === 'IN REPAYMENT' ? 'RP' : 'PN'}
Current Loan Status Description:${l.status}
Current Loan Status Effective Date:12/01/2022
Loan Status Description:IN SCHOOL
Loan Status Effective Date:08/15/2019
Loan Contact Type:SERVICER
Loan Contact Name:EXAMPLE LOAN SERVICING
Loan Contact Street Address 1:PO BOX 7000
Loan Contact City:WILKES-BARRE
Loan Contact State Code:PA
Loan Contact Phone Number:8005550100
Loan Contact Email Address:help@servicer.example
`;

const file = (loans: LoanSpec[], requestDate?: string) => header(requestDate) + loans.map(block).join('');

/**
 * A public-interest attorney: law school loans on IBR with 48 PSLF months, plus an undergraduate
 * loan paid in full. Five loans offered: two subsidized/unsubsidized, two Grad PLUS, one undergrad
 * unsubsidized; one left out.
 */
export const SEVERAL_LOANS = file([
  {
    code: 'D1',
    description: 'DIRECT STAFFORD SUBSIDIZED',
    date: '08/22/2011',
    principal: '$0.00',
    interest: '$0.00',
    rate: '3.40%',
    status: 'PAID IN FULL',
  },
  {
    code: 'D2',
    description: 'DIRECT STAFFORD UNSUBSIDIZED',
    date: '08/15/2019',
    principal: '$20,500.00',
    interest: '$312.40',
    rate: '6.08%',
    status: 'IN REPAYMENT',
    plan: 'INCOME-BASED REPAYMENT',
    pslf: '48',
  },
  {
    code: 'D2',
    description: 'DIRECT STAFFORD UNSUBSIDIZED',
    date: '08/14/2020',
    principal: '$20,500.00',
    interest: '$288.15',
    rate: '4.30%',
    status: 'IN REPAYMENT',
    plan: 'INCOME-BASED REPAYMENT',
    pslf: '48',
  },
  {
    code: 'D3',
    description: 'DIRECT PLUS GRADUATE',
    date: '08/15/2019',
    principal: '$31,250.55',
    interest: '$1,004.10',
    rate: '7.08%',
    status: 'IN REPAYMENT',
    plan: 'INCOME-BASED REPAYMENT',
    pslf: '48',
  },
  {
    code: 'D3',
    description: 'DIRECT PLUS GRADUATE',
    date: '08/14/2020',
    principal: '$28,900.00',
    interest: '$640.00',
    rate: '5.30%',
    status: 'IN REPAYMENT',
    plan: 'INCOME-BASED REPAYMENT',
    pslf: '47',
  },
  {
    code: 'D2',
    description: 'DIRECT STAFFORD UNSUBSIDIZED',
    date: '08/21/2021',
    principal: '$20,500.00',
    interest: '$0.00',
    rate: '3.73%',
    status: 'IN REPAYMENT',
    plan: 'INCOME-BASED REPAYMENT',
    pslf: '48',
  },
]);

/**
 * Consolidated: three older loans repaid through consolidation into one Direct consolidation loan
 * on PAYE, plus an FFEL loan left outside it and a Perkins loan.
 */
export const CONSOLIDATED = file([
  {
    code: 'D2',
    description: 'DIRECT STAFFORD UNSUBSIDIZED',
    date: '08/16/2012',
    principal: '$0.00',
    interest: '$0.00',
    rate: '6.80%',
    status: 'PAID IN FULL THROUGH CONSOLIDATION',
  },
  {
    code: 'D3',
    description: 'DIRECT PLUS GRADUATE',
    date: '08/16/2012',
    principal: '$0.00',
    interest: '$0.00',
    rate: '7.90%',
    status: 'PAID IN FULL THROUGH CONSOLIDATION',
  },
  {
    code: 'D5',
    description: 'DIRECT CONSOLIDATED UNSUBSIDIZED',
    date: '03/02/2015',
    principal: '$142,318.22',
    interest: '$2,011.87',
    rate: '7.25%',
    status: 'IN REPAYMENT',
    plan: 'PAY AS YOU EARN',
    pslf: '19',
  },
  {
    code: 'SU',
    description: 'FFEL STAFFORD UNSUBSIDIZED',
    date: '09/01/2009',
    principal: '$8,415.00',
    interest: '$96.20',
    rate: '6.80%',
    status: 'IN REPAYMENT',
    plan: 'INCOME-BASED REPAYMENT',
  },
  {
    code: 'PU',
    description: 'FEDERAL PERKINS',
    date: '09/01/2009',
    principal: '$2,100.00',
    interest: '$0.00',
    rate: '5.00%',
    status: 'IN REPAYMENT',
    plan: 'STANDARD',
  },
]);

/** Parent PLUS: a parent's file with one Parent PLUS loan and another repaid by consolidation, on ICR. */
export const PARENT_PLUS = file([
  {
    code: 'D4',
    description: 'DIRECT PLUS PARENT',
    date: '08/18/2017',
    principal: '$24,000.00',
    interest: '$410.00',
    rate: '6.31%',
    status: 'IN REPAYMENT',
    plan: 'STANDARD',
  },
  {
    code: 'D4',
    description: 'DIRECT PLUS PARENT',
    date: '08/17/2016',
    principal: '$0.00',
    interest: '$0.00',
    rate: '6.84%',
    status: 'PAID IN FULL THROUGH CONSOLIDATION',
  },
  {
    code: 'D6',
    description: 'DIRECT CONSOLIDATED UNSUBSIDIZED',
    date: '02/10/2020',
    principal: '$19,600.00',
    interest: '$150.25',
    rate: '6.875%',
    status: 'IN REPAYMENT',
    plan: 'INCOME CONTINGENT REPAYMENT',
  },
]);

/** Private-looking entries beside a federal loan: a bank loan and a refinance a servicer added. */
export const PRIVATE_LOOKING = file([
  {
    code: 'D2',
    description: 'DIRECT STAFFORD UNSUBSIDIZED',
    date: '08/15/2019',
    principal: '$20,500.00',
    interest: '$0.00',
    rate: '6.08%',
    status: 'IN REPAYMENT',
    plan: 'STANDARD',
  },
  {
    code: 'AL',
    description: 'PRIVATE ALTERNATIVE LOAN',
    date: '08/15/2019',
    principal: '$45,000.00',
    interest: '$120.00',
    rate: '9.25%',
    status: 'IN REPAYMENT',
  },
  {
    code: 'RF',
    description: 'BANK REFINANCED STUDENT LOAN',
    date: '01/05/2024',
    principal: '$12,000.00',
    interest: '$0.00',
    rate: '5.49%',
    status: 'IN REPAYMENT',
  },
]);

/**
 * Malformed blocks in a real-looking file: a principal written badly, a missing rate, an unreadable
 * interest balance, an unknown loan type, and one good loan, which is still offered.
 */
export const MALFORMED_BLOCKS = file([
  {
    code: 'D2',
    description: 'DIRECT STAFFORD UNSUBSIDIZED',
    date: '08/15/2019',
    principal: '$20,5OO.00',
    interest: '$10.00',
    rate: '6.08%',
    status: 'IN REPAYMENT',
  },
  {
    code: 'D3',
    description: 'DIRECT PLUS GRADUATE',
    date: '08/15/2019',
    principal: '$31,000.00',
    interest: '$0.00',
    rate: '',
    status: 'IN REPAYMENT',
  },
  {
    code: 'D1',
    description: 'DIRECT STAFFORD SUBSIDIZED',
    date: '13/45/2019',
    principal: '$8,500.00',
    interest: 'twelve dollars',
    rate: '4.53%',
    status: 'IN REPAYMENT',
  },
  {
    code: 'ZZ',
    description: 'HEALTH EDUCATION ASSISTANCE',
    date: '08/15/2018',
    principal: '$5,000.00',
    interest: '$0.00',
    rate: '7.00%',
    status: 'IN REPAYMENT',
  },
  {
    code: 'D2',
    description: 'DIRECT STAFFORD UNSUBSIDIZED',
    date: '08/14/2020',
    principal: '$20,500.00',
    interest: '$0.00',
    rate: '4.30%',
    status: 'IN REPAYMENT',
  },
]);

/** A file whose header is there but whose loans section is empty. */
export const NO_LOANS = header();

/** A spreadsheet's CSV export: text, but not the aid file. */
export const WRONG_KIND_CSV = 'Date,Description,Amount\n11/01/2026,Rent,2400.00\n11/02/2026,Groceries,140.12\n';

/** The first bytes of a PDF (the printable summary studentaid.gov also offers). */
export const PDF_START = '%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n';
