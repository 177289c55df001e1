LINES = r"""
pl|lk|company-nip|employer NIP on PIT-11|Na PIT-11 w części "płatnik" jest NIP {nip} i nazwa Hurtownia Farmaceutyczna Medex — czy muszę go przepisywać do zeznania?
pl|lk|office-nip|tax office's own NIP|Urząd Skarbowy Warszawa-Mokotów ma własny NIP {nip:dash}, po co jest na piśmie z urzędu?
pl|lk|drug-dose|prescription dose in general|Na recepcie jest "Metformax 500, 1x1 wieczorem" — czy to typowe dawkowanie na start?
pl|lk|placeholder-form|filled-in sample with placeholders|W przykładowym formularzu z poradnika wygląda tak: Jan Kowalski, PESEL 00000000000, konto 00 0000 0000 ... — czy to trzeba zmieniać?
pl|lk|case-reference|police reference number|Policja nadała sprawie numer RSD-412/25, jak się powołać na niego w piśmie?
pl|lk|public-statistics|public sick-leave statistics|ZUS podał, że w 2024 wystawiono 27 mln zwolnień lekarskich — skąd ta liczba?
pl|ben|question-fine|general fine question|Czy mandat można zapłacić w ratach?
pl|lk|e-prescription-format|format question|Jak wygląda kod e-recepty — zawsze cztery cyfry? I czy potrzebny jest PESEL?
pl|unc|possible-illness-family|vague family worry|Tata coś ostatnio dużo zapomina, nie wiem, czy to już coś poważnego.
pl|unc|partial-plate|partial plate|Na zdjęciu z fotoradaru widać tylko początek rejestracji, "KR 7...", nie wiem, czy to moje auto.
pl|id|phone-pl|own phone for job application|W CV wpisz mój numer {phone_pl:nat} i maila, wysyłam do szpitala na stanowisko rejestratorki.
pl|hea|sick-leave-reason|own diagnosis on sick note|Na zwolnieniu mam kod F43, to reakcja na ciężki stres po śmierci męża — czy szef to zobaczy?
en|lk|company-ssn-lookalike|employer EIN and DUNS|Our hospital's EIN is 95-1643329 and DUNS 07-924-1234, the grant form wants both — where do they go?
en|lk|office-account|HMRC's own account|HMRC's bank details for Self Assessment payments are sort code 08 32 10, account 12001039 — can I pay by standing order?
en|lk|form-fields|blank payslip fields|My payslip template has columns "Employee No.", "NI No.", "Tax Code" and "Gross" — what does each mean?
en|lk|public-statistics|public statistics|What percentage of UK workers are in a trade union according to the latest figures?
en|lk|dose|drug dose|Is 20 mg citalopram a low dose compared with what's usually prescribed?
en|lk|court-reference|court reference number|The small-claims number on the form is K9QZ4F2P, do I need it when I ring the court?
en|lk|test-ssn|documented invalid SSN|Why is 078-05-1120 famous as the SSN that was printed in wallets?
en|ben|question|general|Can my employer ask why I'm off sick?
en|unc|possible-diagnosis|maybe ADHD|I think I might have ADHD, but I've never been assessed.
en|unc|benefit-doubt|unsure about eligibility|Not sure if I'd still qualify for housing benefit if I take the extra shifts.
en|id|passport-gb|own passport number|UK passport number {d9} — the airline wants it for the advance passenger info, can you fill it?
en|rel|relationship|own abusive relationship|My partner hits me when he drinks and I'm scared to go to the police.
de|lk|company-steuernummer|company tax number|Auf der Rechnung der Physiotherapie steht Steuernummer 65/123/45678 — ist das deren Nummer oder eine Kundennummer?
de|lk|case-number|job centre reference|Die BG-Nummer auf dem Jobcenter-Brief sieht so aus: 12345BG0012345 — wofür steht BG?
de|lk|drug-dose|dose|Mein Hausarzt hat L-Thyroxin 50 verschrieben — ist das eine niedrige Startdosis im Allgemeinen?
de|lk|public-statistics|statistics|Wie hoch war der Krankenstand in Deutschland 2024 laut TK-Gesundheitsreport?
de|lk|form-fields|blank fields|Die Lohnsteuerbescheinigung hat Zeilen "eTIN", "Identifikationsnummer", "Personalnummer" — was ist eTIN?
de|lk|office-phone|office public number|Die Behördennummer 115 — kann ich da auch nach meinem Bescheid fragen?
de|ben|question|general|Bekomme ich Krankengeld, wenn ich in der Probezeit krank werde?
de|lk|placeholder-idnr|documentation example|In einem Musterformular steht als Beispiel-ID 01 234 567 890 — ist das eine echte Nummer?
de|unc|maybe-debt|maybe money trouble|Kann sein, dass ich dieses Jahr nachzahlen muss, ich hab keine Ahnung wie viel.
de|unc|symptom-child|child's symptom|Meine Tochter hustet seit drei Wochen, die Kinderärztin hat noch nichts gefunden.
de|id|steuer-id|colleague's tax ID|Die Steuer-ID von Kollegin Petra für die Reisekostenabrechnung: {idnr:sp}.
de|eth|ethnicity|own ethnicity|Ich bin Sinto und habe Angst, dass das bei der Bewerbung gegen mich verwendet wird.
es|lk|company-cif|employer CIF on a contract|En el contrato aparece la empresa con CIF {cif} y domicilio social en Madrid, ¿lo tengo que poner en la renta?
es|lk|office-phone|public office phone|¿El teléfono 060 de información administrativa sirve para pedir cita de extranjería?
es|lk|form-fields|blank form fields|El formulario EX-15 pide "NIE", "Pasaporte", "Domicilio en España" — ¿cuál es obligatorio si aún no tengo NIE?
es|lk|drug-dose|dose|¿Cuál es la dosis habitual de ibuprofeno 600 para un adulto?
es|lk|public-statistics|statistics|¿Cuántas bajas laborales por salud mental hubo en 2024 según el Ministerio?
es|lk|reference|DGT reference|El boletín de denuncia tiene número 28-079-123456-7 — ¿ese número lo piden al pagar?
es|ben|question|general|¿Puedo trabajar mientras cobro el paro parcial?
es|lk|placeholder-nie|placeholder NIE|En el ejemplo del impreso pone "X-0000000-X" en el NIE, ¿lo dejo así?
es|unc|maybe-illness|maybe illness|Creo que tengo algo de tiroides, pero no me han hecho pruebas.
es|unc|undecided-claim|undecided|Dudo si denunciar a la empresa por el despido o aceptar el finiquito.
es|id|phone-es|own phone in a CV|Pon en el currículum mi móvil {phone_es} y que estoy disponible ya.
es|hea|diagnosis|own epilepsy|Tengo epilepsia y quiero saber si puedo renovar el carné de conducir profesional.
fr|lk|office-siret|public office SIRET|Le SIRET de la mairie, {siret}, est sur la facture de cantine — pourquoi une mairie a un SIRET ?
fr|lk|form-fields|blank fields|Le formulaire S3201 demande "numéro d'immatriculation", "nom de l'employeur", "SIRET" — lesquels je remplis ?
fr|lk|drug-dose|dose|Le Levothyrox 25 µg, c'est une petite dose de départ en général ?
fr|lk|public-statistics|statistics|Combien de demandes de titre de séjour ont été déposées en 2024 selon le ministère de l'Intérieur ?
fr|lk|court-reference|court number|Le numéro RG 24/01234 du conseil de prud'hommes, c'est quoi exactement ?
fr|lk|office-phone|public number|Le 3646 de l'Assurance maladie est-il gratuit depuis un portable ?
fr|ben|question|general|Combien de jours de carence pour un arrêt maladie dans la fonction publique ?
fr|lk|placeholder-iban|placeholder IBAN|Dans le modèle de mandat SEPA il y a "FRXX XXXX XXXX XXXX XXXX XXXX XXX" — je le remplace par quoi ?
fr|unc|maybe-burnout|maybe burnout|Je crois que je fais un début de burn-out, mais je n'ai vu personne.
fr|unc|possible-debt|possible trouble|Il se peut que la CAF me réclame un trop-perçu, j'attends leur courrier.
fr|id|phone-fr|own phone for a job application|Mets mon portable {phone_fr} dans la lettre de motivation pour la clinique.
fr|hea|pregnancy|own miscarriage|J'ai fait une fausse couche la semaine dernière et je dois reprendre le travail lundi.
uk|lk|company-edrpou|office code|Код ЄДРПОУ податкової інспекції {edrpou} вказано в реквізитах — це код установи?
uk|lk|form-fields|blank fields|У довідці ОК-5 є графи «РНОКПП», «страховий стаж», «заробітна плата» — що означає ОК-5?
uk|lk|drug-dose|dose|Бісопролол 2,5 мг — це мала доза для початку?
uk|lk|public-statistics|statistics|Скільки людей отримують субсидії за даними Мінсоцполітики?
uk|lk|case-reference|police reference|Номер кримінального провадження 12025100000001234 — як дізнатися статус?
uk|ben|question|general|Чи можна звільнитися під час лікарняного?
uk|lk|placeholder-iban|placeholder|У зразку заяви рахунок UA00 0000 0000 0000 0000 0000 0000 0 — що туди писати?
uk|lk|office-phone|public number|Контакт-центр Пенсійного фонду 0 800 503 753 безкоштовний?
uk|unc|maybe-illness|maybe illness|Здається, у мене проблеми з тиском, але я ще не міряв як слід.
uk|unc|undecided|undecided|Не знаю, чи оскаржувати постанову про штраф.
uk|id|phone-ua|own phone in a CV|У резюме вкажи мій номер {phone_ua}, подаюся на посаду медсестри.
uk|hea|diagnosis|own diabetes|У мене цукровий діабет 2 типу, чи дадуть мені групу інвалідності?
ru|lk|office-phone|public number|Номер Соцфонда 8-800-100-00-01 — можно звонить с мобильного?
"""
