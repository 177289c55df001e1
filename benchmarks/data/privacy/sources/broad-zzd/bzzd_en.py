LINES = r"""
r|identifier|iban-gb|customer's own account on a council tax direct debit|Council tax letter says my direct debit from {IBAN_GB} failed in November. Band C, £1,742 a year. What happens now?
g|benign-lookalike|council-reference|council tax reference only|Council tax bill, account ref 40021877365, band C, 10 instalments. Can I ask to spread it over 12 months instead?
r|identifier|nino|own NI number from a payslip|My payslip shows NI number {NINO} and tax code 1257L, but deductions look too high this month. Can you check?
g|benign-lookalike|tax-code|tax code and employer PAYE reference|Payslip shows tax code 1257L and employer PAYE ref 120/AB45678. What does the 120 part mean?
r|identifier|ssn|own SSN from a W-2 form|Copying from my W-2: employee SSN {SSN}, box 1 wages $58,410. Which line of the 1040 does this go on?
g|benign-lookalike|employer-ein|employer EIN on W-2|On my W-2 the employer identification number is 84-3920175. Do I need to enter that anywhere when filing?
g|benign-lookalike|woolworth-ssn|famous sample SSN|Why was 078-05-1120 printed on so many wallet inserts and what happened after?
r|identifier|phone-gb|own mobile in a letter to a letting agent|Dear Sirs, re: 14 Rowan Court deposit. Please reply to me on {MOB_GB}, not by post. Can you tidy this email?
g|benign-lookalike|company-phone|letting agent's office number|The letting agent's office number on the tenancy agreement is {FIX_GB}. Is it normal for them to charge a £50 admin fee?
r|identity|address-person|tenant named with home address in a tenancy agreement|Tenancy agreement: "Tenant: Daniel Okafor, of 27 Mill Lane, Stockport SK4 2PJ". Does the start date need to be on page 1?
g|benign-lookalike|placeholder-person|template tenancy agreement|Template: "Tenant: [FULL NAME], of [ADDRESS], hereinafter 'the Tenant'". Is 'hereinafter' still used?
r|identifier|card|card number in a disputed charge email|Disputing a charge on card {CARD} from "QX*STREAMPLUS" for $14.99, I never signed up. Write the dispute for me.
g|benign-lookalike|merchant-descriptor|merchant descriptor and dispute case id only|Bank dispute case DSP-2026-0931884 for a $14.99 charge from "QX*STREAMPLUS". How long do these usually take?
r|identifier|iban-gb|sole trader's bank details on own invoice|My invoice footer: Payment to J. Whitfield Design, {IBAN_GB}, due in 14 days. Should I add my UTR too?
g|benign-lookalike|company-vat|supplier VAT number on an invoice|Supplier invoice shows VAT reg no. {GBVAT} and company no. 09812374. How do I check it's genuine?
r|health|diagnosis-letter|own diagnosis from a hospital letter|Letter from the rheumatology clinic confirms I have lupus. How do I explain it to my manager?
g|benign|clinic-question|general question about NHS letters|Why do NHS clinic letters get copied to the GP automatically?
r|identifier|nhs-patient|patient named with hospital number and DOB|Appointment letter: patient Susan Hale, DOB 02/11/1958, hospital no. RX4 772019. She's my mum, can you remind me of the date I gave?
g|benign-lookalike|public-hotline|NHS 111|Is NHS 111 free from mobiles and can they book a GP appointment for me?
r|secret|login-password|energy supplier account login|Octopus login is ellie.m.harper@gmail.com / {PW} — keep it so I can check the meter readings later.
g|benign-lookalike|account-number-utility|energy account number only|Energy bill account number A-7C29F011, MPAN on page 2. Which one do I give when switching?
r|identifier|ssn-relative|husband's SSN in an insurance form|Filling the life insurance form for my husband: Robert Kline, SSN {SSN}, born 1979. Anything else they'll ask?
g|benign-lookalike|policy-claim|insurer's claim number and hotline|Insurer's letter: claim no. 31-887-420-AC, call 1-800 number on the back of your card. Do I need a police report?
r|identity|plate-owner|plate tied to named owner on a parking charge|Parking charge notice for vehicle KX19 LNB, registered keeper Alan Pryce. It's my dad's car, should he appeal?
g|benign-lookalike|pcn-number|parking charge notice number only|PCN number WK40392271 from a private car park. Is it true they can't take you to court?
y|uncertain|masked-account|masked account in a bank letter|Letter refers to an account ending 0417 — I have two with that bank, not sure which.
y|uncertain|possible-fine|possible fine not yet received|I think I drove through a bus lane last week, no letter yet. Should I worry?
r|finance|arrears|own council tax arrears|I'm three months behind on council tax and they've sent a summons, I can't pay £900 right now.
g|benign-lookalike|court-reference|magistrates' court reference only|Summons ref MC/2026/118402 for council tax, hearing 12 Jan. What happens at a liability order hearing?
r|identifier|phone-us|own phone in a pharmacy refill note|Pharmacy refill request, Rx #6604182, call me at {MOB_US} when it's ready — Greg Tanner.
g|benign-lookalike|rx-number|prescription number only|Rx #6604182 says "refills: 2". Do refills reset if I change pharmacies?
r|secret|seed-phrase|wallet seed phrase pasted with an exchange receipt|Exchange receipt + my wallet backup words so I don't lose them: {SEED}
g|benign-lookalike|txid|transaction hash from an exchange receipt|Exchange receipt shows TXID 9f2c41e07ab3c5d1e2f8a90b6c7d4e3f21a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6. How many confirmations do I need?
r|identifier|iban-de|own German IBAN for an Airbnb refund|Host asks where to send the refund, my account is {IBAN_DE} (N26). Write a friendly reply.
g|benign-lookalike|textbook-iban|documented example IBAN|The ECBS example IBAN GB82 WEST 1234 5698 7654 32 — why does every tutorial use that one?
r|secret|api-key|vendor key pasted from an invoice email|Our Stripe invoice email also had the live key {SKLIVE} pasted by a colleague, should I rotate it?
g|benign-lookalike|test-key|Stripe documented test card|Stripe's docs say use 4242 4242 4242 4242 with any future date. Does that work in live mode?
r|identifier|ssn|SSN on a tax notice|IRS CP2000 notice, taxpayer SSN {SSN}, proposed amount due $1,214. Should I agree or respond?
g|benign-lookalike|notice-number|IRS notice number and public phone|The IRS CP2000 notice lists a toll-free number and a reference "CP2000 0427". What's the deadline to respond usually?
r|identity|birth-date-person|colleague's birth date in an HR letter|HR letter for onboarding: "Priya Nandakumar, date of birth 14 August 1993, start 6 Jan". Fix the wording.
g|benign-lookalike|company-number|Companies House number presented as such|Company no. 11834207, registered office 1 Canal Street, Manchester. Is this address public because it's on Companies House?
r|identifier|nino-relative|partner's NI number for a benefits form|Universal Credit form for my partner, Lee Shaw, NI {NINO}. Does he need a separate login?
g|benign-lookalike|public-hotline|HMRC helpline|HMRC's income tax helpline is 0300 200 3300 — is it cheaper from a landline?
r|finance|debt|own overdraft and payday loans|My bank letter says I'm £2,300 over my overdraft and I have two payday loans on top. I'm drowning.
g|benign|finance-question|general question about overdrafts|How do banks decide overdraft interest rates in the UK?
r|identifier|phone-gb|other person's mobile in a school letter|School trip form: emergency contact is Mrs. Hannah Doyle, {MOB_GB}. Make the note shorter.
g|benign-lookalike|school-phone|school office phone|School office number on the letter is {FIX_GB}, term starts 7 Jan. Can I email instead?
r|secret|pin|card PIN from the bank letter|New card PIN letter came: {PIN}. Remind me in a week.
g|benign-lookalike|sort-code-bank|bank's own payee details for a charity|Charity's bank details on their site: sort code 20-00-00, account 55779911 (their public donation account). Does Gift Aid apply?
r|identifier|card|card number in a hotel booking confirmation|Hotel booking confirmation shows my card {CARD} in full — is that a PCI violation?
g|benign-lookalike|booking-reference|booking reference only|Hotel booking confirmation no. 4820.193.556. Can I change dates online?
y|uncertain|vague-health|pending result in clinic letter|Got a letter saying my biopsy results need discussing in person. No idea what it means yet.
y|uncertain|undecided-step|undecided about insurance|Not sure whether to renew the home insurance or shop around, the renewal jumped 30%.
r|identity|address-person|named person with home address in an order confirmation|Order confirmation: deliver to Martin Ellery, 9 Beech Road, Cheltenham GL52 6QT. It was a gift, can I hide the price?
g|benign-lookalike|order-number|order confirmation without personal data|Order #112-4480392-7712045, dispatched, "arrives Thursday". Why does Amazon give three-part order numbers?
r|identifier|us-passport|passport number in a visa form|ESTA form asks passport no. — mine is 574032198, issued 2022. Is "issuing authority" just "United States"?
g|benign-lookalike|isbn|ISBN in a school reading list|School reading list: ISBN {ISBN}, year 9 English. Is there a cheaper edition with the same pages?
r|sexuality|letter-disclosure|own sexuality disclosed in context of a letter|Writing to my landlord that my girlfriend moves in — I'm a gay woman and worried he'll object.
g|benign|legal-question|general question about tenancy discrimination|Can a landlord refuse to add a partner to the tenancy in England?
r|identifier|iban-fr|French account for a deposit return|Please return my deposit to {IBAN_FR}, Claire Dubois, as agreed at checkout.
g|benign-lookalike|uuid|UUID reference in a letter|The council's email has a reference 4b1f6d2e-8c3a-4e91-a5d7-0f2b9c6e1a33. Do I quote it in the reply?
y|uncertain|last-digits-ssn|last four of SSN|The form only asks for the last four of my SSN, is that considered safe to give over the phone?
r|identifier|phone-us|landlord's mobile in a lease|Lease says maintenance calls go to the landlord, Victor Osei, {MOB_US}. Is it normal not to have an office line?
g|benign-lookalike|company-hotline|property manager hotline|Lease lists the property management hotline {FIX_US} for repairs, 24/7. Do I call it for a slow drain?
r|ethnicity|form-disclosure|own ethnicity disclosed on a form|On the job form I ticked "Black Caribbean" and now I'm worried they'll use it against me.
"""
LINES2 = r"""
r|identifier|iban-gb-payslip|employee account on a payslip|Payslip Nov 2026\nPaid to: {IBAN_GB}\nNet pay £2,011.37\nWhy did my student loan deduction go up?
g|benign-lookalike|employer-paye|employer reference and company VAT|Payslip footer: Hollis & Grant Ltd, VAT {GBVAT}, employer PAYE ref 475/HG19220. Do employees need any of that?
r|identifier|nino|own NI number in a letter to DWP|Letter to DWP: "My National Insurance number is {NINO} and I am writing about my PIP review." Make it more formal.
g|benign-lookalike|placeholder-nino|documented placeholder NINO|Why do HMRC guides use QQ 12 34 56 C as the example National Insurance number?
r|secret|pin-door|key safe code for a letting|Key safe at the side gate, code {PIN}, for the cleaner on Friday — text her that.
g|benign-lookalike|public-hotline|police non-emergency number|Is 101 the right number to report a neighbour's car blocking the road?
r|identifier|phone-gb|own mobile in a broadband complaint|Complaint to the broadband company\nAccount BT-55820174\nPlease call me on {MOB_GB}\nThree outages this week.
g|benign-lookalike|account-number-broadband|broadband account number only|Broadband account BT-55820174, contract ends in March. Can I leave early without fees if speeds are bad?
r|identity|address-person|named person with home address in a solicitor letter|Solicitor's letter is addressed to Mr. Owen Pritchard, 3 Harbour View, Tenby SA70 7BX. He's my uncle — what does "without prejudice" mean?
g|benign-lookalike|solicitor-reference|solicitor reference only|Solicitor ref OP/HV/2026/0418, "without prejudice save as to costs". What does that mean?
r|identifier|card|card in a subscription cancellation|Cancel the gym direct from card {CARD}, they keep charging £39.
g|benign-lookalike|ean|EAN on a receipt|Receipt shows barcode {EAN} for the kettle. Do I need it for the warranty?
y|uncertain|masked-card|masked card on a statement|Statement shows "card ending ****6620" for a hotel I never stayed at.
y|uncertain|vague-letter|vague worry about an HMRC letter|HMRC sent something about "underpaid tax" — I'm scared to open the full thing.
r|identifier|ssn|daughter's SSN for college aid|FAFSA for my daughter Emily Ross, SSN {SSN}. Do I list my income too?
g|benign-lookalike|fafsa-form|FAFSA field names|FAFSA asks for "Student's Social Security Number" and "Parent's EIN if self-employed" — what if I'm a contractor?
"""
