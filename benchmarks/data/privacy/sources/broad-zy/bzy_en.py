LINES = r"""
en|id|ssn|own SSN on an HR onboarding form|HR onboarding wants my SSN again, it's {ssn:dash}. Can you draft a reply asking why they lost the first form?
en|id|nino|own NINO for a sick pay claim|My National Insurance number is {nino:sp} — put it in the SSP1 letter to payroll please.
en|id|nhs-number|own NHS number|NHS number {nhs:sp}, the GP surgery says they can't find my records under it.
en|sec|patient-portal-login|patient portal login and password|Patient portal login is r.okafor88 / {pw}, can you check if my bloods came back?
en|id|phone-gb|own mobile for the pharmacy|Pharmacy needs a contact number for the repeat prescription, give them {phone_gb}.
en|id|phone-us|husband's phone on a court form|Emergency contact on the jury summons form: Daniel, my husband, {phone_us}.
en|idt|address-person|own name and home address to the council|I'm Priya Raman, 42 Kestrel Way, Leicester LE3 9QP — draft an appeal for the council tax reduction they refused.
en|idt|birthdate-person|own DOB for visa|Date of birth for the ESTA: Marcus Leland, born 22 July 1987 in Bristol. Is that the right format?
en|id|passport-us|passport number on visa form|My passport number is 5{d8} — the Schengen form keeps rejecting it, is it too long?
en|id|iban-gb|salary account|New salary account for payroll: {iban_gb:sp}. Write it up as a short note to finance.
en|id|card|card for a DVLA fine|Paying the parking fine with {card}, exp 11/27 CVV 418 — does the council site take Amex?
en|id|plate-owner|own plate on a PCN|Got a PCN for {plate_gb}, that's my Corsa, but I was at work all day — help me challenge it.
en|sec|otp|HMRC 2FA code|HMRC sent access code {pin6} to my phone, enter it on the Government Gateway page for me.
en|sec|gateway-credentials|Government Gateway user id and password|Government Gateway user ID {d12}, password {pw}. File my self assessment please.
en|id|ssn|daughter's SSN for dependent|Adding my daughter as a dependent on the 1040: SSN {ssn}, born 2016.
en|sec|door-code|clinic staff door code|Staff entrance code at the surgery is {pin4}# in case you need it on Monday.
en|idt|address-person|colleague's home address for a sick card|Send the get-well card to Tom Briggs, 9 Mill Lane, Harrogate HG1 4RT, he's off after surgery.
en|id|employee-id+ssn|employee id with SSN|Employee ID 4471-B, SSN {ssn:dash}, benefits enrollment window closes Friday.
en|sec|api-key|HR system API key|The HR payroll integration key is {token_stripe}, paste it into the config when you set it up.
en|sec|seed-phrase|seed phrase in a will|For my will, the wallet recovery words are: {seed_en}. Where should the solicitor keep this?
en|lk|example-mbi|CMS documented example MBI|CMS uses 1EG4-TE5-MK73 as the sample Medicare number in its docs — what does each character mean?
en|id|nino|wife's NINO for carer's allowance|Carer's Allowance form needs my wife's NI number: {nino}. She's the one I care for.
en|hea|diagnosis|own cancer diagnosis|I was diagnosed with stage 2 breast cancer last week and need to tell my manager.
en|hea|mental-health|own bipolar disorder|I have bipolar II and I'm on lithium, should I mention it on the occupational health form?
en|fin|debt|own rent arrears and refused benefit|Universal Credit got stopped and I'm now three months behind on rent.
en|sex|sexuality|own sexuality at work|I'm gay and my new boss keeps making jokes, I haven't come out at work.
en|bel|politics|own party membership|I'm a Labour party member and canvass every weekend, does that conflict with my civil service job?
en|hea|addiction|own alcohol dependence|I've been in rehab for alcohol twice and my GP wants me to go again.
en|fin|salary|own payslip figures|Payslip says gross £3,412.50, tax £431.20, NI £190.64 — I think my tax code is wrong.
en|eth|ethnicity|own ethnicity on a form|I'm Roma and the housing officer treated me differently once she saw my name.
en|rel|affair|own affair|I'm having an affair with a coworker and her husband found out.
en|hea|disability|own disability|I'm deaf in one ear and use a hearing aid, can I ask for adjustments in the interview?
en|unc|ssn-partial|last four of SSN|They only asked for the last four of my SSN, 0173, is that normal?
en|unc|symptom|undiagnosed symptom|Been getting headaches every morning for two weeks, haven't seen anyone yet.
en|unc|money-worry|possible money trouble|Not sure I can cover the tax bill in January, depends on the bonus.
en|unc|undecided|undecided step|Thinking about whether to report my landlord, not sure it's worth it.
en|unc|masked-card|masked card|The statement shows **** **** **** 2291, is that the one they charged for the visa fee?
en|unc|vague-worry|vague worry|Got a letter from the immigration office, haven't opened it yet and I'm nervous.
en|unc|pending-test|pending test|Waiting on MRI results, the doctor said "probably nothing".
en|unc|partial-passport|partial passport|Passport ends in ...839, the rest is in the drawer at home.
en|unc|possible-fine|possible fine|I might have gone through a red light yesterday, no idea if there was a camera.
en|unc|job-doubt|undecided job|Not sure whether to accept the contract or wait for the permanent role.
en|lk|company-ein|company EIN on a W-2|The W-2 shows employer EIN 12-3456789 — is that the company's number or mine?
en|lk|office-phone|IRS public phone|The IRS line 800-829-1040 keeps saying call volume is too high, when is it quieter?
en|lk|nhs-111|public hotline|Is NHS 111 the right number at 3am for a child's fever or should I go to A&E?
en|lk|form-fields|empty form field names|The I-9 has fields for SSN, A-Number, USCIS number and passport number — which ones are optional?
en|lk|case-number|USCIS receipt number|My receipt number format is like IOE0912345678 — how do I check status on the site?
en|lk|drug-code|NDC code and dose|What's NDC 0002-1433-80 and is 1.5 mg weekly the starting dose?
en|lk|icd-general|ICD code in general|What does ICD-10 F41.1 mean on a sick note, generally?
en|lk|template-letter|template with placeholders|Template: "Dear [Employer], I, [Full Name], NI number [XX 00 00 00 X], request..." — make it more formal.
en|lk|public-statistics|public statistics|ONS says median weekly pay was £728 in April, how does that compare to 2019?
en|lk|test-card|documented test card|For the payroll app demo use Stripe's test card 4242 4242 4242 4242, any future date.
en|lk|aws-example|AWS example key|The docs use AKIAIOSFODNN7EXAMPLE as the access key id, is that safe to leave in our HR readme?
en|lk|isbn|book ISBN|Is "Employment Law" ISBN {isbn} the latest edition?
en|lk|company-iban|court's own account|HMCTS lists its payment account for fees as {iban_gb}, reference your claim number — is that right?
en|lk|tracking|tracking number|My passport is being returned with tracking number 1Z999AA10123456784, where can I follow it?
en|lk|reference|benefit letter reference|The DWP letter reference is DWP/UC/2025/118 — what office is that?
en|lk|placeholder-ssn|placeholder SSN|Form instructions use 000-00-0000 as an example SSN; is that ever valid?
en|lk|invoice|clinic invoice|Invoice INV-2025-0472 from the physio clinic — can I claim it through the health cash plan?
en|lk|clinic-phone|clinic switchboard|St Mary's switchboard is 020 3312 6666, which option is for outpatient appointments?
en|ben|question-visa|general question|How long does a UK Skilled Worker visa take to process these days?
en|ben|question-tax|general tax question|What's the difference between a W-4 and a W-2?
en|ben|role|public role|Who is the current Director of Public Prosecutions and what do they do?
en|ben|interview|interview tip|How should I answer "why are you leaving your current job"?
en|ben|contract-clause|contract clause question|Is a six-month non-compete in a UK employment contract enforceable?
en|lk|uuid|case id uuid|The portal shows case id 3f2a9c1e-7b4d-4e2a-9f01-5c8d2e6b7a13 — is that something I need to keep?
en|lk|dose|drug dose question|Is 500 mg amoxicillin three times a day a normal adult dose?
en|lk|company-vat|company VAT number|Our clinic's VAT number {vat_gb} is printed on every invoice, do patients need it?
"""
