LINES = r"""
r|identifier|iban-de|customer's own account in a SEPA mandate on an electricity bill|Stromrechnung von den Stadtwerken: „Abbuchung per SEPA-Lastschrift von Ihrem Konto {IBAN_DE}". Der Abschlag ist von 68 auf 94 € gestiegen — warum?
g|benign-lookalike|company-iban-utility|utility's own account and creditor id|Stromrechnung: Zahlung an Stadtwerke Kassel, IBAN {IBAN_DE}, Gläubiger-ID DE98ZZZ09999999999. Kann ich statt Lastschrift überweisen?
r|identifier|steuer-id|own tax ID from a tax assessment|Steuerbescheid 2025, Identifikationsnummer {STEUERID}, Nachzahlung 412 €. Lohnt sich ein Einspruch wegen der Fahrtkosten?
g|benign-lookalike|tax-office-number|tax office's own number and account|Im Bescheid steht: Finanzamt Bochum-Süd, Konto der Landeshauptkasse {IBAN_DE}, BIC MARKDEF1430. Muss ich da selbst überweisen oder wird abgebucht?
r|identifier|steuer-id-child|child's tax ID for Kindergeld|Kindergeldantrag für Lena Brandt, geb. 2019, Steuer-ID {STEUERID}. Welche Anlage brauche ich dafür?
g|benign-lookalike|form-field|form fields without values|Im Kindergeldantrag gibt es „Steuerliche Identifikationsnummer des Kindes" – wo finde ich die, wenn der Brief weg ist?
r|identifier|phone-de|own mobile in a complaint to a parcel service|Beschwerde an DHL: Sendung 00340434161094023482 nicht zugestellt, bitte Rückruf unter {MOB_DE}, Jonas Feld.
g|benign-lookalike|tracking-number|parcel tracking number only|DHL-Sendung 00340434161094023482 hängt seit Montag im Paketzentrum. Wann wird das normalerweise zurückgeschickt?
r|identity|address-person|named tenant with home address in a rental contract|Mietvertrag: „Mieterin: Sabine Oehler, wohnhaft Lindenstraße 22, 04109 Leipzig". Ist die Kaution von drei Kaltmieten rechtens?
g|benign-lookalike|placeholder-person|rental contract template|Vorlage Mietvertrag: „Mieter: [Vorname Nachname], wohnhaft [Straße, PLZ Ort]". Brauche ich eine Hausordnung als Anlage?
r|identifier|iban-de-landlord|landlord's private account|Der Vermieter, Herr Udo Krämer, will die Miete auf sein Privatkonto {IBAN_DE}. Darf ich das ablehnen?
g|benign-lookalike|property-manager-iban|property manager's account presented as such|Hausverwaltung Nordblick GmbH, Mietkonto {IBAN_DE}, Verwendungszweck „WE 14 / Miete". Ist das Mietkonto getrennt von ihrem Geschäftskonto?
r|identifier|kvnr|health insurance number from a letter|Brief der TK: Versichertennummer {KVNR}, Elisabeth Haas, Zuzahlungsbefreiung abgelehnt. Was kann ich tun?
g|benign-lookalike|public-hotline|medical on-call number|Ist die 116 117 auch am Wochenende erreichbar, wenn der Hausarzt zu hat?
r|health|diagnosis-letter|own diagnosis in a Reha letter|Bewilligung der Reha wegen meiner Depression und Angststörung kam heute. Muss mein Arbeitgeber davon wissen?
g|benign-lookalike|case-number-drv|pension insurance reference only|Bescheid der Rentenversicherung, Zeichen 4A-21/77391, Widerspruch binnen eines Monats. Reicht ein formloses Schreiben?
r|secret|tan|TAN from a bank letter|Die photoTAN für die Überweisung an die Versicherung lautet {PIN6}, trag die bitte gleich ein.
g|benign-lookalike|company-vat|supplier VAT id on an invoice|Rechnung eines Online-Shops: USt-IdNr. {DEVAT}, HRB 88412 Amtsgericht Köln. Kann ich mir die Umsatzsteuer erstatten lassen?
r|identifier|devat-freelancer|freelancer's own VAT id and account|Meine Rechnungsfußzeile: Mira Yilmaz Übersetzungen, USt-IdNr. {DEVAT}, IBAN {IBAN_DE}. Fehlt noch was Pflichtiges?
g|benign-lookalike|invoice-number|invoice and customer numbers only|Rechnung Nr. 2026-11-0872, Kundennummer 551902, fällig am 15.12. Was passiert bei Zahlung am 20.?
r|identity|plate-owner|plate tied to a named owner in a fine notice|Bußgeldbescheid: Halter Rainer Voss, Kennzeichen M-RV 4821, 21 km/h zu schnell. Lohnt sich ein Anwalt?
g|benign-lookalike|fine-reference|fine reference number only|Anhörungsbogen, Aktenzeichen 502.61.118734.6, Zeugenfragebogen. Muss ich den Fahrer nennen?
r|secret|login-password|insurance portal login|Login für das HUK-Kundenportal: Benutzer m.wendt77, Passwort {PW}. Speicher das bitte.
g|benign-lookalike|placeholder-credentials|placeholder credentials in a help page|Die Hilfeseite zeigt „Benutzername: max.mustermann / Passwort: ••••••". Welche Zeichen sind im Passwort erlaubt?
r|identifier|phone-de|colleague's mobile in a sick note message|Krankmeldung weiterleiten an Teamleiterin Dana Kuhn, {MOB_DE}, sie ist nicht im Büro. Formulier kurz.
g|benign-lookalike|company-hotline|insurer's service number|Die Versicherung nennt im Schreiben ihre Servicenummer {FIX_DE}. Sind das Festnetzkosten?
y|uncertain|masked-iban|masked IBAN on a statement|Auf dem Kontoauszug steht eine Lastschrift von „DE89 **** **** **** 3000", ich kenne den Absender nicht.
y|uncertain|vague-letter|vague worry about official letter|Vom Gericht kam ein gelber Brief, ich bin noch nicht dazu gekommen, ihn aufzumachen.
r|finance|debt|own debt and enforcement|Der Gerichtsvollzieher hat sich angekündigt, ich habe 11.000 € Schulden und das Konto ist gepfändet.
g|benign|legal-question|general question about P-Konto|Wie wandle ich ein normales Girokonto in ein P-Konto um, und wie lange dauert das?
r|identifier|iban-at|own Austrian account for a refund|Rückerstattung bitte auf mein Konto {IBAN_AT} bei der Erste Bank, Kontoinhaber Lukas Pichler.
g|benign-lookalike|public-iban|charity's public donation account|Spendenkonto vom Roten Kreuz laut Plakat — kann ich die Spende ohne Quittung absetzen, bis 300 €?
r|identifier|card|card in a shop complaint|Der Shop hat zweimal abgebucht von meiner Kreditkarte {CARD}. Schreib bitte eine Reklamation.
g|benign-lookalike|ean|EAN from an order confirmation|Bestellbestätigung: Artikel EAN {EAN}, Menge 2. Ist das die gleiche Nummer wie auf der Packung?
r|identifier|steuer-id-payslip|employee tax ID on a payslip|Lohnabrechnung November: Steuer-ID {STEUERID}, Steuerklasse 1, Brutto 3.450 €. Warum ist der Soli null?
g|benign|payslip-question|general question about tax classes|Was ist der Unterschied zwischen Steuerklasse 4 mit Faktor und 3/5?
r|identity|birth-date-person|named person's birth date in a school letter|Schulanmeldung: Schüler Noah Becker, geboren am 03.05.2016 in Bremen. Passt das Anschreiben so?
g|benign-lookalike|school-account|school association's account|Förderverein der Grundschule, Konto {IBAN_DE}, Jahresbeitrag 24 €. Bekomme ich dafür eine Spendenquittung?
r|secret|door-code|door code from a landlord|Zahlencode für den Schlüsselkasten an der Haustür: {PIN}. Für die Handwerker nächste Woche.
g|benign-lookalike|public-hotline|employment agency hotline|Die Bundesagentur für Arbeit hat die 0800 4 5555 00 — ist die auch für Kindergeld zuständig?
r|relationship|letter-disclosure|affair disclosed around a lawyer letter|Meine Frau hat vom Anwalt einen Brief bekommen, weil ich eine Affäre hatte — jetzt will sie die Scheidung.
g|benign-lookalike|court-file|court file number only|Amtsgericht Pankow, Az. 23 F 411/26, Termin zur Anhörung. Muss ich einen Anwalt mitbringen?
r|identifier|rvnr|pension insurance number from a letter|Renteninformation: Versicherungsnummer {RVNR}, Name Gerda Schulz. Ist die Rente mit 63 drin?
g|benign-lookalike|invoice-uuid|e-invoice id only|Die XRechnung hat eine ID 7c5a8e21-3f4b-4d6a-9e12-b0f7c4d3a9e8. Muss ich die beim Bezahlen angeben?
r|identifier|phone-at|own mobile in a claim|Schadensmeldung an die Uniqa: Glasbruch am Wohnzimmerfenster, Rückruf bitte unter {MOB_AT}.
g|benign-lookalike|claim-number|claim number only|Schadennummer 2026-44-718820, Glasbruch. Wie lange darf die Versicherung prüfen?
y|uncertain|possible-debt|possible money trouble|Ich glaube, ich habe eine Rechnung vom Zahnarzt übersehen, vielleicht kommt bald eine Mahnung.
y|uncertain|undecided-step|undecided about objection|Ich weiß nicht, ob ich gegen den Bescheid Widerspruch einlegen soll oder nicht.
r|secret|api-key|developer pasted token in an invoice thread|Im Rechnungs-Thread mit dem Freelancer steht unser GitHub-Token {GHP}. Muss ich den löschen?
g|benign-lookalike|aws-example|AWS documented example key|AKIAIOSFODNN7EXAMPLE aus der AWS-Doku — warum steht der in so vielen Beispielen?
r|beliefs|church-tax|own church membership from a payslip|Auf meiner Lohnabrechnung steht Kirchensteuer, ich bin katholisch, will aber austreten ohne dass es die Familie merkt.
g|benign|tax-question|general church tax question|Wie hoch ist die Kirchensteuer in Bayern im Vergleich zu NRW?
r|identifier|iban-de-relative|father's account in a care fund letter|Pflegekasse will das Konto für das Pflegegeld: Vater Horst Lange, {IBAN_DE}. Hilf beim Anschreiben.
g|benign-lookalike|placeholder-iban|placeholder IBAN in a letter template|Musterbrief der Verbraucherzentrale: „Bitte überweisen Sie den Betrag auf mein Konto DE__ ____ ____ ____ ____ __". Ist das rechtssicher?
r|identifier|phone-de|own phone in an order confirmation|Bestellbestätigung Möbelhaus: Lieferung an Frau Ines Koch, Tel. {MOB_DE}, Aufbau inkl. Kann ich den Termin verschieben?
g|benign-lookalike|order-number|order confirmation number only|Auftragsnummer 5402-88731, Lieferzeitraum KW 3. Ist das verbindlich?
"""
LINES2 = r"""
r|identifier|iban-de-payslip|employee account on a payslip|Entgeltabrechnung 11/2026\nAuszahlung an: {IBAN_DE}\nNetto: 2.318,40 €\nWarum ist die Sonderzahlung so stark besteuert?
g|benign-lookalike|employer-betriebsnummer|employer's Betriebsnummer on a payslip|Auf der Abrechnung steht die Betriebsnummer des Arbeitgebers 51234567 und die Krankenkasse AOK. Was macht man mit der Betriebsnummer?
r|identifier|kvnr-child|child's insurance number for a school|Für die Schulreise will die Schule die Versichertennummer unseres Sohnes Finn: {KVNR}. Warum brauchen die das?
g|benign-lookalike|insurer-ik|health insurer's IK number|Auf dem Schreiben der Barmer steht die Institutionskennzeichen 104940005. Ist das meine Nummer?
r|identifier|phone-de|own phone in a Mieterhöhung reply|Antwort auf die Mieterhöhung:\nWohnung 2. OG links, Hausnummer 7\nFür Rückfragen: {MOB_DE}\nKlingt das zu unfreundlich?
g|benign-lookalike|company-hotline|landlord company service number|Vonovia nennt im Schreiben ihre Service-Hotline {FIX_DE}. Muss ich der Mieterhöhung zustimmen?
r|secret|login-password|Elster login|ELSTER-Zertifikat liegt auf dem Desktop, Passwort dafür ist {PW}. Merk dir das.
g|benign-lookalike|elster-ticket|Elster transfer ticket|ELSTER zeigt nach dem Senden ein Transferticket „et8q2m4k7p1z“. Muss ich das aufheben?
r|identity|address-person|named person tied to address in a Nebenkosten dispute|Die Nebenkostenabrechnung ging an Frau Petra Albrecht, Gartenweg 5, 90402 Nürnberg, die ist schon ausgezogen. Wer muss zahlen?
g|benign-lookalike|nebenkosten-reference|bill reference only|Nebenkostenabrechnung 2025, Objekt-Nr. 0441/WE 07, Nachzahlung 214,60 €. Wie lange darf ich prüfen?
r|identifier|steuer-id|husband's tax ID for joint return|Für die gemeinsame Steuererklärung: Ehemann Stefan Wolf, Steuer-ID {STEUERID}. Wo kommt die hin?
g|benign-lookalike|placeholder-steuerid|placeholder tax ID in a guide|Im Ratgeber steht als Beispiel „Identifikationsnummer: 00 000 000 000“. Hat meine immer elf Stellen?
r|secret|pin|bank card PIN from a letter|Die PIN für die neue Girocard ist {PIN}, der Brief liegt noch rum — schreib's dir auf.
g|benign-lookalike|textbook-iban|documented example IBAN|Warum nehmen alle Erklärungen DE89 3704 0044 0532 0130 00 als Beispiel-IBAN?
r|identifier|card|card number in a gym contract|Im Fitnessstudio-Vertrag steht meine Kreditkarte {CARD}. Wie kündige ich die Abbuchung?
g|benign-lookalike|contract-member-number|membership number only|Mitgliedsnummer 208-44719, Laufzeit 24 Monate. Kann ich bei Umzug sonderkündigen?
r|identifier|iban-de|own account for a deposit refund|Bitte die Kaution auf {IBAN_DE} (Kontoinhaberin Julia Brenner) zurücküberweisen. Formulier das höflich.
g|benign-lookalike|court-cashier|court cashier's account in a cost notice|Kostenrechnung des Amtsgerichts: Zahlung an die Landesjustizkasse, {IBAN_DE}, Kassenzeichen 770026118421. Wie lange habe ich Zeit?
r|identifier|rvnr|own pension number in an application|Antrag auf Kontenklärung, meine Versicherungsnummer {RVNR}. Was ist mit den Zeiten im Ausland?
g|benign|pension-question|general pension question|Ab wann kann man in Deutschland ohne Abschläge in Rente gehen?
y|uncertain|masked-card|masked card in an order|In der Bestellung steht „Visa •••• 1189“, meine endet eigentlich anders.
y|uncertain|possible-debt|possible arrears|Ich bin nicht sicher, ob die letzte Rate an die Bank durchgegangen ist.
y|uncertain|vague-health|undiagnosed symptom|Seit ein paar Wochen kribbeln mir die Finger, war aber noch nicht beim Arzt.
r|identifier|phone-at|landlord's mobile in a contract|Vermieter laut Vertrag: Herr Franz Gruber, Handy {MOB_AT}. Darf er ohne Termin in die Wohnung?
g|benign-lookalike|company-uid|Austrian company UID presented as such|Die Hausverwaltung hat die UID {ATUID} im Briefkopf — ist die für mich relevant?
"""
