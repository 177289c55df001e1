LINES = r"""
r|identifier|nrb-customer|customer's own account on a utility bill|Rachunek za prąd od Tauronu, nr faktury F/2026/11/448213. Płatność pobierana z mojego konta {NRB}, ale chyba podwójnie — sprawdzisz kwoty?
g|benign-lookalike|company-account-utility|utility's own payment account|Rachunek za prąd od Tauronu, nr faktury F/2026/11/448213, wpłata na konto firmy w PKO BP {NRB}. Czy 214,37 zł za listopad to dużo dla 2-osobowego mieszkania?
r|identifier|pesel|tenant's PESEL in a rental contract|Przepisuję umowę najmu: „Najemca: Karolina Wróbel, PESEL {PESEL}, legitymująca się dowodem osobistym". Czy tak się to zapisuje?
g|benign-lookalike|placeholder-person|rental contract template with blanks|Wzór umowy najmu: „Najemca: ______________, PESEL: ___________, dowód osobisty seria i nr: _________". Co jeszcze powinno się tam znaleźć?
r|identifier|id-card-pl|own ID card number in a form|W formularzu z banku wpisałem serię i numer dowodu {PLID}, a system wyrzuca błąd. Dlaczego?
g|benign-lookalike|company-nip|seller's NIP on an invoice|Na fakturze sprzedawca: Meblex Sp. z o.o., NIP {NIP}, ul. Przemysłowa 12, Kalisz. Czy mogę to wrzucić w koszty jako osoba fizyczna?
r|identifier|nip-sole-trader|user's own NIP as a sole trader|Wystawiam fakturę jako jednoosobowa działalność, mój NIP to {NIP}. Pomóż ułożyć opis usługi: „projekt graficzny ulotki".
g|benign-lookalike|company-nip-regon|office's own NIP and REGON on a tax letter|W nagłówku pisma z urzędu skarbowego: „Urząd Skarbowy w Opolu, NIP {NIP}, REGON {REGON}". Czy to jest numer, na który mam coś płacić?
r|identifier|pesel|own PESEL pasted from a tax notice|Dostałam upomnienie z US. Dane z pisma: Zobowiązana Anna Kędzior, PESEL {PESEL}, zaległość 1 240 zł z PIT-37 za 2024. Co robić?
g|benign-lookalike|tax-case-number|tax office reference number only|Upomnienie z US, sygnatura 1609-SEE.711.4.2026.3, termin 7 dni. Co grozi, jak zapłacę dopiero po terminie?
r|identifier|nrb-payslip|employee's salary account on a payslip|Z paska wypłaty: „Przelew na rachunek pracownika {NRB}, kwota netto 5 812,40 zł". Dlaczego netto jest niższe niż w październiku?
g|benign|payslip-question|general payslip question|Na pasku wypłaty mam pozycję „PPK pracownik 2%" — co to jest i czy mogę z tego zrezygnować?
r|identifier|phone-pl|own phone in a courier complaint|Napisz reklamację do InPostu: paczka 620145887312043129011945 nie dotarła, kontakt do mnie {MOB_PL}, Paweł Lis.
g|benign-lookalike|tracking-number|tracking number only|Paczka 620145887312043129011945 od trzech dni ma status „w drodze". Co można z tym zrobić?
r|identity|address-person|named person tied to home address on a court letter|Sąd Rejonowy przysłał wezwanie do Marka Jabłońskiego, zam. ul. Lipowa 17 m. 4, 20-412 Lublin, ale on tu już nie mieszka. Co mam odpisać?
g|benign-lookalike|court-case-number|court file number only|Wezwanie z Sądu Rejonowego Lublin-Wschód, sygn. akt I C 1432/26. Co oznacza litera C w sygnaturze?
r|secret|blik|BLIK code from a payment|Płacę za fakturę od Orange przez BLIK, kod {PIN6}, wpisz mi go szybko jeśli zapomnę.
g|benign-lookalike|company-hotline|company hotline presented as such|Orange na fakturze podaje infolinię {FIX_PL} i konto do wpłat w ING. Czy przez tę infolinię mogę zmienić taryfę?
r|identifier|iban-pl|own IBAN for an insurance refund|Piszę do PZU o zwrot składki OC za niewykorzystany okres. Konto do zwrotu: {IBAN_PL}, nr polisy 908123456712. Sformułuj to ładnie.
g|benign-lookalike|policy-number-only|insurance policy number without personal data|Polisa OC nr 908123456712 kończy się 14 stycznia. Czy muszę ją wypowiadać, jeśli sprzedałem auto?
r|identity|plate-owner|plate tied to named owner in a fine|Mandat z fotoradaru dla pojazdu LU 4827K, właściciel Tomasz Gąsior, przekroczenie o 24 km/h. Czy mogę wskazać kto jechał?
g|benign-lookalike|fine-case-number|CANARD case number only|Pismo z CANARD, nr sprawy CAN-PW.511.208734.2026. Ile mam dni na odpowiedź?
r|identifier|pesel-child|child's PESEL in a school form|Szkoła prosi o PESEL dziecka do e-dziennika: Zuzia Kaczmarek, {PESEL}. Napisz krótką wiadomość do wychowawczyni.
g|benign-lookalike|school-account|school's own council account|Rada rodziców podała konto na składki: {NRB}, tytuł „składka RR klasa 3b". Czy 150 zł na rok to dużo?
r|health|diagnosis-letter|own diagnosis from a clinic letter|Z wypisu ze szpitala: „Rozpoznanie: cukrzyca typu 2, nadciśnienie tętnicze". To o mnie, jak mam teraz zmienić dietę?
g|benign|clinic-question|general question about a discharge letter|Co oznacza skrót „st. po" w wypisie ze szpitala? Widzę go w wielu dokumentach medycznych.
y|uncertain|masked-account|masked account number|Bank pokazuje przelew z konta kończącego się na …4471, nie wiem czy to moje stare konto.
y|uncertain|possible-debt|possible debt letter not yet opened|Przyszedł list polecony z jakiejś kancelarii windykacyjnej, boję się go otworzyć.
r|finance|debt-collection|own debt disclosed from a collector's letter|Kruk przysłał wezwanie: mam u nich 8 900 zł długu z chwilówki i nie mam z czego spłacić.
g|benign-lookalike|collector-account|debt collector's own account and case number|Wzór odpowiedzi na wezwanie firmy windykacyjnej — w piśmie jest ich konto {NRB} i numer sprawy 77/WK/2026. Czy muszę płacić zanim sprawdzę przedawnienie?
r|identifier|pesel-nrb|payslip-like data with PESEL and account|PIT-11 od pracodawcy: podatnik Jan Wilk, PESEL {PESEL}, przychód 84 200 zł. Czy mogę się rozliczyć z żoną?
g|benign-lookalike|employer-nip|employer's NIP on PIT-11|Na PIT-11 w części „płatnik" jest NIP {NIP} — to firmy, nie mój, prawda? Gdzie w e-PIT go wpisać?
r|secret|login-password|bank login and password|Do bankowości: login 81223390, hasło {PW}. Zapisz to sobie, bo ciągle zapominam.
g|benign-lookalike|reference-number|transfer title with an order reference|Przelew do sklepu z tytułem „Zamówienie 2026/11/88213 — Nowak" — czy sklep zaksięguje wpłatę bez nr faktury?
r|identifier|nrb-landlord|landlord's private account in a rental deal|Właścicielka mieszkania, pani Halina Sowa, podała prywatne konto {NRB}, czynsz 2 300 zł do 10-go. Jak to ująć w umowie?
g|benign-lookalike|cooperative-account|housing cooperative's own account|Spółdzielnia mieszkaniowa „Zorza" ma na fakturze konto {NRB} i NIP {NIP}. Czy opłatę za śmieci płacę osobno do gminy?
r|identifier|phone-pl-doctor|doctor's private mobile|Lekarka rodzinna dała mi swój prywatny numer {MOB_PL} na wypadek gorszych wyników. Czy wypada do niej pisać SMS?
g|benign-lookalike|public-hotline|NFZ public hotline|Infolinia NFZ to 800 190 590 — czy tam się dowiem, do kiedy mam ubezpieczenie?
r|identity|birth-date-person|named person's birth date on an insurance application|Wniosek o ubezpieczenie na życie: ubezpieczony Krzysztof Mazur, ur. 17.03.1971 w Radomiu. Sprawdź czy reszta zdań brzmi dobrze.
g|benign-lookalike|invoice-number|invoice and order numbers only|Faktura FV/0934/11/2026 do zamówienia #448-201-773, kwota brutto 1 299 zł. Jak liczy się VAT od tej kwoty?
r|secret|sms-code|SMS confirmation code from bank|Bank przysłał kod SMS do potwierdzenia przelewu: {PIN6}. Przepisz go w formularz za mnie.
g|benign-lookalike|ean|EAN on an order confirmation|W potwierdzeniu zamówienia jest EAN {EAN} przy odkurzaczu. Czy po tym znajdę instrukcję?
r|identifier|regon-sole|own REGON of a one-person business|Do wniosku o dotację wpisuję: Usługi Remontowe Piotr Kłos, REGON {REGON}, NIP {NIP}. To moja firma, czy coś jeszcze potrzebne?
g|benign-lookalike|public-hotline|KIS hotline|Krajowa Informacja Skarbowa ma numer 22 330 03 30 — o której godzinie najłatwiej się dodzwonić?
r|identifier|card|card number in a refund request|Sklep prosi o numer karty do zwrotu, wysyłam: {CARD}, ważna do 09/28. Czy to bezpieczne?
g|benign-lookalike|test-card|documented test card|W dokumentacji Przelewy24 do testów jest karta 4111 1111 1111 1111 — działa w trybie sandbox?
r|finance|salary-arrears|own unpaid salary and rent arrears|Pracodawca od 3 miesięcy nie płaci mi pensji, a ja mam już 6 000 zł zaległości w czynszu.
y|uncertain|last-digits-pesel|last digits of PESEL only|W piśmie z ZUS widać tylko końcówkę PESEL …213, czy to na pewno do mnie?
r|identifier|pesel-address|own PESEL and home address for a gas contract|Umowa z PGNiG: odbiorca Ewa Stach, PESEL {PESEL}, ul. Klonowa 3, 05-800 Pruszków. Czy „punkt poboru" to mój licznik?
g|benign-lookalike|meter-number|meter and PPG number only|Umowa na gaz: numer punktu poboru PPG 8018590365500019117832, licznik nr 03417722. Co mam zrobić przy przeprowadzce?
r|secret|door-code|door code to a flat in a rental message|Kod do klatki na Wrzosowej to {PIN}#, klucze w skrzynce — wyślij to nowemu lokatorowi.
g|benign|rental-question|general question about deposits|Ile maksymalnie może wynosić kaucja przy najmie okazjonalnym?
r|identifier|nrb-and-nip|sole trader's own account and NIP on an invoice|Moja faktura dla klienta: sprzedawca Kamil Dudek, NIP {NIP}, konto {NRB}. Czy muszę dopisać „mechanizm podzielonej płatności"?
g|benign-lookalike|company-nrb-split|company account on an invoice with split payment|Faktura od hurtowni Elmar S.A.: konto {NRB}, „mechanizm podzielonej płatności". Jak zapłacić MPP z konta osobistego?
r|health|sick-leave|own sick leave reason|L4 na dwa tygodnie, lekarz wpisał kod B — jestem w ciąży i nie chcę, żeby szef wiedział.
g|benign-lookalike|zus-form-code|ZUS form code|Na zwolnieniu jest kod literowy „B" i „C" — co one oznaczają w e-ZLA?
y|uncertain|undecided-step|undecided about a contract|Nie wiem czy podpisać aneks do umowy z dostawcą internetu, coś mi tam nie pasuje.
r|identifier|pesel-relative|mother's PESEL for a pension letter|Piszę w imieniu mamy do ZUS: Stefania Bąk, PESEL {PESEL}, prośba o przeliczenie emerytury. Popraw styl.
g|benign-lookalike|zus-account|ZUS's own account for contributions|ZUS podaje indywidualny numer rachunku składkowego na PUE, a w broszurze przykładowe konto 83 1010 1023 0000 2613 9510 0000 — to ogólny przykład?
r|identifier|phone-pl|own phone for an order|Zamówienie z Allegro nr 21837429, dostawa kurierem, mój numer {MOB_PL} — sprzedawca pyta o telefon, co mu napisać?
g|benign-lookalike|order-number|order number and seller hotline|Zamówienie z Allegro nr 21837429 — sprzedawca podał infolinię {FIX_PL} pn–pt 8–16. Jak otworzyć dyskusję?
r|beliefs|church-tax-letter|religious affiliation disclosed via parish letter|Parafia przysłała list o kolędzie, jestem praktykującą katoliczką, ale mąż jest ateistą i się kłócimy o to.
g|benign|invoice-general|plain question about invoices|Czy paragon z NIP do 450 zł jest fakturą uproszczoną?
r|identifier|iban-de-pl|own German account given to a Polish employer|Pracuję sezonowo w Niemczech, pracodawca chce konto: {IBAN_DE}, właściciel Marta Zięba. Czy to wystarczy do wypłaty?
g|benign-lookalike|office-iban|foreign office's IBAN presented as such|Finanzamt podał w piśmie swoje konto {IBAN_DE} (Bundesbank). Jak zrobić przelew z Polski bez prowizji?
r|identity|address-person|neighbour's name and address in an insurance claim|Zgłaszam szkodę zalania: sprawca sąsiad Zbigniew Rak, ul. Ogrodowa 8/12, Gniezno. Napisz zgłoszenie do ubezpieczyciela.
g|benign-lookalike|claim-number|insurance claim number only|Szkoda zgłoszona, nr szkody PL2026-118-04473. Ile trwa likwidacja zalania?
y|uncertain|vague-health|undiagnosed symptom in a clinic note|Lekarz napisał „do obserwacji" i skierował na USG, ale nic nie powiedział.
r|secret|wifi-password|Wi-Fi password from the internet provider's letter|Hasło do wifi z umowy od UPC: {PW}, sieć UPC-Dom-5G. Wpisz je do notatek.
g|benign-lookalike|router-placeholder|placeholder Wi-Fi in a manual|W instrukcji routera jest „SSID: NazwaSieci, hasło: ********". Gdzie znajdę prawdziwe hasło?
y|uncertain|masked-card|masked card on a receipt|Na potwierdzeniu z terminala jest karta **** **** **** 8812, a ja płaciłem telefonem. Czy to możliwe?
r|relationship|divorce-letter|own divorce from a court letter|Dostałam pozew rozwodowy od męża, chce orzeczenia o mojej winie przez romans, którego nie było.
g|benign-lookalike|krs-company|KRS and NIP of a company|W stopce maila od kancelarii: KRS 0000614822, NIP {NIP}, kapitał 50 000 zł. Czy to prawdziwa firma?
"""
LINES2 = r"""
r|identifier|pesel-nrb|payslip with PESEL and account|Pasek za listopad:\nPracownik: Łukasz Nowicki, PESEL {PESEL}\nPrzelew na: {NRB}\nDlaczego mam mniej niż w październiku?
g|benign-lookalike|employer-regon|employer's REGON and KRS on a payslip|Na pasku jest stopka firmy: REGON {REGON}, KRS 0000381124. Czy to mi do czegoś potrzebne?
r|identifier|phone-pl|own phone in a heating complaint|Reklamacja do spółdzielni\nLokal 14, ul. Brzozowa\nKontakt {MOB_PL}\nGrzejniki zimne od tygodnia.
y|uncertain|masked-pesel|masked PESEL|W aplikacji banku widzę PESEL 85******412, nie wiem czy to poprawne dane.
y|uncertain|vague-health|pending results|Dostałam telefon z przychodni, żeby przyjść omówić wyniki, nic więcej nie powiedzieli.
g|benign-lookalike|public-hotline|ZUS contact center|Centrum Obsługi Telefonicznej ZUS 22 560 16 00 — czy tam złożę wniosek o 800 plus?
r|secret|login-password|e-PUAP credentials|Profil zaufany: login anna.kedz, hasło {PW}. Zapisz mi to gdzieś.
"""
LINES_RU2 = r"""
r|identifier|inn-ru|relative's INN in a letter|Пишу заявление за маму: Валентина Орлова, ИНН {INN}, вычет за лечение. Проверь текст.
g|benign-lookalike|company-account|company hotline and INN|На квитанции за свет ИНН поставщика {INN10} и телефон {FIX_RU}. Это их номер или мой лицевой счёт?
y|uncertain|possible-debt|possible arrears|Кажется, у меня долг за капремонт, но точно не знаю.
"""
