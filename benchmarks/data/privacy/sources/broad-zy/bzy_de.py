LINES = r"""
de|id|steuer-id|own Steuer-ID for the employer|Mein neuer Arbeitgeber will meine Steuer-ID: {idnr:sp}. Reicht das per Mail an die Personalabteilung?
de|id|steuer-id|partner's tax ID for joint return|Für die Zusammenveranlagung: Steuer-IdNr. meiner Frau {idnr}, meine kommt gleich.
de|id|sv-nummer|own social security number|Meine Sozialversicherungsnummer ist {rvnr:sp}, die Krankenkasse fragt danach für die Anmeldung beim neuen Job.
de|id|iban-de|salary account|Gehaltskonto für die Lohnabrechnung: {iban_de:sp}, bitte ab Dezember darauf überweisen.
de|id|iban-de|own IBAN for Kindergeld|Die Familienkasse soll das Kindergeld auf {iban_de} zahlen, schreib mir den Änderungsantrag.
de|id|phone-de|own mobile for the doctor|Die Praxis soll mich unter {phone_de} zurückrufen, wegen der Überweisung zum Kardiologen.
de|id|versichertennummer|health insurance member number|Meine Versichertennummer auf der eGK ist {kvnr}, die Apotheke findet das E-Rezept nicht.
de|sec|e-rezept-token|e-prescription code|Der Rezeptcode vom E-Rezept lautet 160.000.{d3}.{d3}.{d3}.{d2}, AccessCode {hex64} — kannst du das für meine Mutter einlösen?
de|sec|elster-login|ELSTER certificate password|Das Passwort für mein ELSTER-Zertifikat ist {pw}, reich bitte die Steuererklärung ein.
de|sec|pin|eGK PIN|Die PIN für meine Gesundheitskarte ist {pin6}, die brauche ich für die ePA-App.
de|idt|address-person|own name and address for an objection|Ich bin Jürgen Albers, Lindenstraße 22, 49074 Osnabrück — formulier einen Widerspruch gegen den Bescheid des Jobcenters.
de|idt|birthdate-person|father's birth date for care insurance|Mein Vater Horst Kemper, geboren am 03.11.1948, braucht einen Pflegegrad-Antrag.
de|id|plate-owner|own plate on a fine|Bußgeldbescheid für {plate_de}, das ist mein Wagen, aber meine Tochter ist gefahren. Wie benenne ich sie als Fahrerin?
de|id|passport-de|own passport number|Reisepassnummer C{alnum8}, Ablauf 2029 — das Visaformular für Indien will sie ohne Leerzeichen.
de|id|card|credit card for a visa fee|Visagebühr zahle ich mit der Karte {card:sp}, Prüfnummer 552.
de|sec|tan|bank TAN for tax payment|Die TAN für die Überweisung ans Finanzamt ist {pin6}, gib die schnell ein.
de|sec|wifi-password|practice wifi key|WLAN im Mitarbeiterraum der Physiopraxis heißt "Team-5G", Schlüssel {pw} — schreib das für die neue Azubi auf.
de|sec|login-password|HR portal login|Zugang zum Personalportal: Benutzer j.albers, Kennwort {pw}. Lade meine Lohnabrechnung runter.
de|id|phone-de|colleague's private number on a sick report|Die Kollegin Sabine ist krank, ihre private Handynummer {phone_de:nat} — ruf sie wegen der Übergabe an.
de|id|iban-at|Austrian account for a refund|Die Rückerstattung der ÖGK bitte auf mein Konto {iban_at}.
de|idt|address-person|tenant address in a court claim|Beklagter ist mein Mieter Kevin Roth, wohnhaft Am Stadtgraben 5, 79098 Freiburg — entwirf die Räumungsklage.
de|sec|door-code|office door code|Der Türcode zur Kanzlei ist {pin4}, für Samstag.
de|hea|diagnosis|own MS diagnosis|Ich habe seit letztem Jahr Multiple Sklerose und weiß nicht, ob ich das beim Vorstellungsgespräch sagen muss.
de|hea|mental-health|own burnout therapy|Ich bin wegen Burnout seit acht Wochen krankgeschrieben und in Therapie.
de|fin|debt|private insolvency|Ich bin in der Privatinsolvenz und der Arbeitgeber hat die Pfändung bekommen.
de|fin|benefit-refused|own rejected Bürgergeld|Das Jobcenter hat mein Bürgergeld gekürzt und ich habe 1.200 € Mietschulden.
de|bel|religion|own religion on tax form|Ich bin aus der katholischen Kirche ausgetreten und zum Islam konvertiert — was trage ich bei der Religionszugehörigkeit ein?
de|bel|trade-union|union membership|Ich bin bei ver.di und Betriebsrat, der Chef will mich loswerden.
de|sex|sexuality|own sexuality|Mein Partner und ich sind zwei Männer und wollen heiraten, wie läuft das beim Standesamt?
de|fin|salary|own salary|Ich verdiene 4.150 € brutto, Steuerklasse 3, netto kommen 2.980 € raus — passt das?
de|rel|relationship|separation|Meine Frau und ich leben seit Mai getrennt, ich will die Steuerklasse ändern.
de|hea|pregnancy|own pregnancy|Ich bin schwanger und mein befristeter Vertrag läuft im Februar aus.
de|unc|partial-iban|masked IBAN|Auf dem Bescheid steht nur DE** **** **** **** **34 56 — welches Konto meinen die?
de|unc|symptom|undiagnosed|Seit Tagen taubes Gefühl in der Hand, zum Arzt war ich noch nicht.
de|unc|money-worry|possible money trouble|Keine Ahnung, ob ich die Steuernachzahlung stemmen kann, mal sehen.
de|unc|undecided|undecided step|Ich überlege, ob ich gegen den Bescheid Widerspruch einlege oder es lasse.
de|unc|vague-worry|vague worry|Die Ausländerbehörde hat geschrieben, ich trau mich nicht den Brief zu öffnen.
de|unc|pending-result|pending result|Das Blutbild war auffällig, Kontrolle in vier Wochen.
de|unc|partial-taxid|partial tax id|Meine Steuer-ID fängt mit 47 an, den Rest weiß ich nicht mehr.
de|unc|job-doubt|undecided|Soll ich die Abfindung annehmen oder klagen? Ich bin unsicher.
de|unc|possible-fine|possible speeding|Bin vielleicht geblitzt worden auf der A7, war aber nur knapp drüber.
de|lk|company-vat|company USt-IdNr.|Die Praxisgemeinschaft hat die USt-IdNr. {vat_de}, muss die auf die Privatrechnung?
de|lk|office-account|tax office account|Das Finanzamt Osnabrück-Stadt hat die Bankverbindung {iban_de} bei der Bundesbank — Verwendungszweck Steuernummer?
de|lk|office-phone|public hotline|Die Telefonseelsorge hat 0800 111 0 111, ist das wirklich kostenlos?
de|lk|form-fields|empty field names|Im Formular stehen Felder "Steuer-ID", "Sozialversicherungsnummer", "Krankenkasse" — alle Pflicht?
de|lk|case-number|office reference|Aktenzeichen 3 K 812/24 vom Verwaltungsgericht — wie lange dauert sowas?
de|lk|drug-code|PZN and dose|PZN 06313409 Ibuprofen 400 — wie viele Tabletten darf man am Tag?
de|lk|icd-general|ICD question|Was bedeutet F32.1 auf der AU generell?
de|lk|template-letter|template|Vorlage: "Sehr geehrte Damen und Herren, ich, [Name], geb. am [TT.MM.JJJJ], Steuer-ID [__________]..." — kürze das.
de|lk|public-statistics|public statistics|Laut Destatis lag der Median-Bruttoverdienst 2024 bei 3.978 € — wo finde ich die Tabelle?
de|lk|textbook-iban|textbook IBAN|In jeder Anleitung steht DE89 3704 0044 0532 0130 00 als Beispiel-IBAN, woher kommt die?
de|lk|isbn|book ISBN|Ist das Arbeitsrecht-Handbuch mit ISBN {isbn} noch aktuell?
de|lk|company-iban|Krankenkasse account|Die Beitragsnachzahlung geht an die AOK, Konto {iban_de}, steht so auf deren Website.
de|lk|invoice|invoice number|Rechnung Nr. 2025-11-0193 vom Zahnarzt — ist die bei der Steuer absetzbar?
de|lk|tracking|tracking|Die Sendungsnummer meines neuen Reisepasses von der Bundesdruckerei ist 00340434161094042557, wo verfolgen?
de|lk|steuernummer-format|tax number format|Wie ist eine Steuernummer aufgebaut, z.B. 12/345/67890? Ist das dasselbe wie die Steuer-ID?
de|lk|ean|product EAN|Das Blutdruckmessgerät hat EAN {ean}, zahlt die Krankenkasse das?
de|lk|clinic-phone|clinic switchboard|Die Zentrale der Charité ist 030 450 50, welche Durchwahl hat die Notaufnahme?
de|ben|question|general question|Wie lange ist man nach einer Knie-OP normalerweise krankgeschrieben?
de|ben|question|general question|Was ist der Unterschied zwischen Minijob und Midijob?
de|ben|role|public role|Wer ist aktuell Bundesgesundheitsminister und was plant er mit der Notfallreform?
de|ben|application|cover letter tip|Wie beginne ich ein Anschreiben ohne "hiermit bewerbe ich mich"?
de|ben|contract|contract question|Darf eine Probezeit länger als sechs Monate sein?
de|lk|company-hrb|company register|Die Klinik GmbH steht im Handelsregister HRB 12345 beim Amtsgericht Hamburg, brauche ich das für die Rechnung?
de|lk|dose|dose question|Ist 5 mg Ramipril eine hohe Dosis?
"""
