LINES = r"""
pl|id|pesel|own PESEL on a sick note form|Pani w rejestracji prosi o mój PESEL do e-zwolnienia: {pesel}, możesz mi to wpisać w formularz?
pl|id|pesel-child|child's PESEL for a prescription|Recepta dla córki, jej PESEL to {pesel} — lekarz pyta, czy wypisać na NFZ.
pl|sec|e-prescription-code|four-digit e-recepta access code with PESEL|Kod recepty 4821, PESEL {pesel}. Mama pójdzie do apteki za mnie, zapisz to gdzieś.
pl|sec|ikp-login|patient portal password|Hasło do Internetowego Konta Pacjenta zmieniłem na {pw}, bo stare wygasło.
pl|id|nip-personal|own NIP on PIT form|W PIT-37 mam wpisać NIP czy PESEL? Mój NIP to {nip:dash}, działalność zamknąłem w 2024.
pl|id|nrb|salary account for HR|Kadry chcą nowy numer konta do wypłaty: {nrb:sp}. Napisz krótkiego maila do pani Joli.
pl|id|iban-pl|own IBAN for a tax refund|Zwrot z urzędu skarbowego ma pójść na {iban_pl}, czy w formularzu wpisuje się z PL czy bez?
pl|id|pl-idcard|ID card number on a visa form|Numer dowodu: {plid}, ważny do 2031. Wniosek wizowy do USA wymaga go w polu "National ID"?
pl|id|phone-pl|own mobile for a clinic callback|Zostaw w przychodni mój numer {phone_pl}, niech oddzwonią z wynikami.
pl|idt|address-person|name with home address for a court letter|Jestem Halina Wróblewska, zamieszkała przy ul. Topolowej 17/4, 87-100 Toruń — napisz sprzeciw od nakazu zapłaty.
pl|idt|birthdate-person|colleague's birth date|Kasia Maj z księgowości urodziła się 14.03.1991, HR prosi o potwierdzenie daty do umowy.
pl|id|plate-owner|own plate on a speed camera fine|Dostałem wezwanie z CANARD, mój samochód {plate_pl} rzekomo jechał 82 km/h w terenie zabudowanym.
pl|sec|blik|BLIK code for a court fee|Kod BLIK do opłaty sądowej: {pin6}, szybko, wygasa za dwie minuty.
pl|sec|sms-code|bank SMS code for e-Urząd login|Przyszedł mi SMS z kodem {pin6} do logowania w e-Urzędzie Skarbowym, wpisz go za mnie.
pl|sec|epuap-login|login+password to ePUAP|Login do ePUAP: h.wroblewska, hasło {pw}. Złożysz za mnie wniosek o 800+?
pl|id|pesel|sister's PESEL for ZUS|ZUS prosi o PESEL siostry, bo jest na moim ubezpieczeniu: {pesel}.
pl|id|card|card for a passport fee|Płacę za paszport kartą {card:sp}, ważna 08/28, czy urząd przyjmuje Visa?
pl|id|pl-passport-holder|ID + name on a residence form|Wnioskodawca: Oleh Bondar, dowód {plid}, karta pobytu w trakcie — czy tak wypełnić rubrykę?
pl|idt|address-person|employee address on a payslip|Na pasku wypłaty jest mój adres: Adrian Kula, os. Kalinowe 3 m. 12, 31-812 Kraków. Czy pracodawca może go tam drukować?
pl|id|regon-personal|sole trader REGON of the user|Mój REGON z CEIDG to {regon}, urząd pracy pyta o niego przy rejestracji jako bezrobotny.
pl|id|phone-pl|doctor's private mobile|Doktor Nowak dał mi swój prywatny numer {phone_pl:nat}, mogę do niego pisać w sprawie leków?
pl|sec|wifi-password|office wifi key sent to colleague|Hasło do wifi w biurze kadr: {pw}, przekaż nowej koleżance.
pl|id|nrb|alimony account|Alimenty mają wpływać na konto {nrb}, napisz pismo do komornika z tym numerem.
pl|hea|diagnosis|own depression diagnosis|Psychiatra zdiagnozował u mnie depresję i dostałem L4 na miesiąc, jak to powiedzieć szefowi?
pl|hea|hiv|own HIV status|Jestem HIV-pozytywny od trzech lat, czy muszę to zgłaszać w medycynie pracy?
pl|fin|debt|tax arrears and bailiff|Mam 23 tysiące zaległości w urzędzie skarbowym i komornik zajął mi pensję.
pl|bel|trade-union|union membership|Należę do związku zawodowego Solidarność w naszym szpitalu i boję się, że mnie zwolnią za strajk.
pl|hea|pregnancy|own pregnancy told to HR|Jestem w 10 tygodniu ciąży i jeszcze nie powiedziałam w pracy, a umowa kończy się w marcu.
pl|fin|salary|own salary from payslip|Na pasku mam 6 850 zł brutto, po potrąceniu zaliczki i składek zostaje 4 971 zł — dobrze policzyli?
pl|rel|divorce|own divorce case|Rozwodzę się z mężem, bo mnie zdradzał, rozprawa jest w czerwcu.
pl|fin|benefit-refused|own refused benefit|Odmówili mi zasiłku dla bezrobotnych, bo mam za mało stażu, a czynsz nie zapłacony od dwóch miesięcy.
pl|hea|medication|own medication dose|Biorę sertralinę 100 mg i kwetiapinę na noc, czy mogę to łączyć z alkoholem na weselu?
pl|unc|pesel-partial|last PESEL digits only|W formularzu zostawiłem tylko końcówkę PESEL ...4415, reszta zamazana — czy urząd to przyjmie?
pl|unc|symptom|undiagnosed symptom|Od tygodnia mam dziwne kołatanie serca, jeszcze nie byłem u lekarza.
pl|unc|money-worry|possible money trouble|Nie wiem, czy dam radę zapłacić podatek od sprzedaży mieszkania, zobaczymy po rozliczeniu.
pl|unc|undecided-sick-leave|undecided step|Zastanawiam się, czy wziąć L4, czy po prostu urlop, szef i tak będzie zły.
pl|unc|masked-account|masked account number|Konto kończy się na 7731, bank pokazuje tylko ** ** 7731 — czy tyle wystarczy na druku ZUS?
pl|unc|vague-worry|vague worry about a letter|Przyszedł jakiś list polecony z sądu, jeszcze nie odebrałem i trochę się stresuję.
pl|unc|card-masked|masked card|Na paragonie jest karta 4***********0912, czy to bezpieczne wyrzucić?
pl|unc|test-result-pending|waiting for a test result|Czekam na wynik biopsji, lekarz nic nie chciał powiedzieć.
pl|unc|job-doubt|undecided job change|Nie wiem, czy przyjąć ofertę z Gdańska, pensja lepsza, ale musiałbym się przeprowadzić.
pl|unc|possible-audit|vague official worry|Chyba będę miał kontrolę z ZUS, ktoś z kolegów tak słyszał.
pl|lk|company-nip|clinic's own NIP on an invoice|Faktura z przychodni: NIP sprzedawcy {nip:dash}, Centrum Medyczne Lipowa sp. z o.o. — gdzie to wpisać w KPiR?
pl|lk|company-regon|employer REGON presented as such|REGON pracodawcy na świadectwie pracy to {regon}, ZUS prosi go w rubryce "płatnik".
pl|lk|office-account|tax office micro-account explained|Urząd skarbowy ma konto {nrb:sp} do wpłat PIT — to konto urzędu, czy może się zmienić?
pl|lk|form-fields|empty form field names|W druku ZUS ZAS-53 są pola: PESEL, NIP, seria i numer dowodu, imię ojca — które są obowiązkowe?
pl|lk|case-number|court case number|Sygnatura akt to I C 1245/25, jak sprawdzić w portalu informacyjnym, czy jest termin?
pl|lk|office-phone|public NFZ hotline|Infolinia NFZ to 800 190 590, czy działa w weekendy?
pl|lk|drug-code|drug EAN and dose|Apteka ma zamiennik z kodem EAN {ean}, 20 mg w tabletkach, czy to ten sam lek?
pl|lk|icd-general|ICD code question in general|Co oznacza kod J06.9 na zwolnieniu i czy pracodawca go widzi?
pl|lk|template-letter|letter template with placeholders|Wzór pisma: "Ja, [imię i nazwisko], PESEL [___________], zam. [adres], wnoszę o..." — popraw styl.
pl|lk|public-statistics|public wage statistics|GUS podał, że przeciętne wynagrodzenie w październiku wyniosło 8 269 zł brutto, skąd taki skok?
pl|lk|reference-number|ZUS letter reference|Pismo z ZUS ma znak 210000/61/2025/ZAS — co to za oznaczenie?
pl|lk|isbn|textbook ISBN|Kupiłem komentarz do Kodeksu pracy, ISBN {isbn}, czy jest aktualny po nowelizacji?
pl|lk|placeholder-pesel|example PESEL in an explanation|W Wikipedii jako przykład PESEL podają 44051401359 — czemu akurat taki?
pl|lk|fine-amount|mandate amount|Mandat za brak biletu to 266 zł, a po siedmiu dniach rośnie do 382 zł, tak?
pl|lk|company-iban|employer's account for a refund|Mam zwrócić nadpłatę na konto pracodawcy: Firma Transpol S.A., {iban_pl:sp}, tytułem "zwrot nadpłaty".
pl|lk|tracking-number|registered letter tracking|List polecony z urzędu ma numer nadania 00659007734211436982, gdzie śledzić?
pl|lk|invoice-number|pharmacy invoice|Faktura FV/2025/11/0489 z apteki — czy mogę odliczyć leki w uldze rehabilitacyjnej?
pl|ben|question-tax|general tax question|Jak rozliczyć ulgę na dzieci, jeśli rodzice mieszkają osobno?
pl|ben|question-leave|general labour law question|Ile dni urlopu przysługuje po 10 latach pracy, licząc szkołę?
pl|ben|question-visa|general visa question|Jakie dokumenty są potrzebne do wizy do Kanady dla obywatela Polski?
pl|ben|minister-role|public role|Minister zdrowia zapowiedział zmiany w e-skierowaniach, co dokładnie?
pl|lk|hospital-krs|hospital KRS number|Szpital Wojewódzki ma KRS 0000012345 i REGON {regon} — potrzebuję tego do umowy o staż.
pl|lk|doses|dose question in general|Jaka jest maksymalna dobowa dawka paracetamolu dla dorosłego? 4 g?
pl|ben|cv-tip|CV advice|Jak napisać CV na stanowisko pielęgniarki po przerwie w pracy?
pl|lk|court-account|court's own account|Opłatę wnosi się na konto Sądu Rejonowego: {nrb}, tytuł: opłata od pozwu — czy to na pewno konto sądu?
pl|lk|ksef-number|KSeF invoice number|Numer KSeF faktury 5262345678-20251104-8A91C3F2D1-7E, czy to identyfikuje mnie?
"""
