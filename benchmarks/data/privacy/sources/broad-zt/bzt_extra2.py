from bzt_gen import *
P = 'pl'
L(P,'red','identifier','plid-parent','father ID card in pasted notarial draft', f"Uprość ten fragment aktu: \"Stawający: Henryk Ostrowski, legitymujący się dowodem osobistym {PLID()}, PESEL {PESEL(year=1949)}\"")
L(P,'red','secret','github-token','token in .npmrc', f"Czemu npm nie widzi prywatnej paczki?\n//npm.pkg.github.com/:_authToken={GHP()}")
L(P,'green','benign-lookalike','company-nip','contractor NIP in tender table', f"Zrób z tego tabelę: Wykonawca: Budimex-Lokal Sp. j., NIP {NIP('-b')}, cena 412 000 zł netto")
L(P,'green','benign-lookalike','phone-office','office phone', f"Przetłumacz: \"Sekretariat szkoły: {PHONE('PL','nat','fixed')}, godziny 7:30–15:30.\"")
L(P,'yellow','uncertain','symptom','symptom', "Przeredaguj: \"Od rana drętwieje mi lewa ręka, pewnie od spania, ale trochę się boję.\"")
P = 'en'
L(P,'red','identifier','iban-it','Italian IBAN of friend', f"Write a quick note to Giulia saying I'll send the concert money to her IBAN {IBAN('IT')} tonight.")
L(P,'red','secret','google-key','Google key in HTML', f"Why is the map blank?\n<script src=\"https://maps.googleapis.com/maps/api/js?key={GOOGLE()}\"></script>")
L(P,'green','benign-lookalike','company-iban','charity bank details as such', f"Shorten: \"Donations to Riverside Food Bank (registered charity) can be made to {IBAN('GB')}.\"")
L(P,'green','benign-lookalike','isbn','ISBN in reading list', f"Alphabetize my reading list: 'Tidewater' ISBN {ISBN()}; 'Arcadia Lost' ISBN {ISBN()}")
L(P,'red','sexuality','sexuality','sexuality', "Proofread my message to my sister: I'm asexual and I'm tired of Mum asking when I'll get married.")
P = 'de'
L(P,'red','identifier','iban-de','IBAN in Kleinanzeigen chat', f"Übersetz den Chat ins Englische:\nKäufer: wohin soll ich überweisen?\nVerkäufer (Jens): {IBAN('DE')}, Verwendungszweck Sofa")
L(P,'red','secret','jwt','token in curl', f"Warum 403?\ncurl -H 'Authorization: Bearer {JWT()}' https://api.intern.example/v1/konten")
L(P,'green','benign-lookalike','steuernummer-company','company tax number as such', "Übersetz: \"Finanzamt Hamburg-Nord, Steuernummer der GmbH 47/723/01234, USt-Voranmeldung monatlich.\"")
L(P,'green','benign-lookalike','ean','EAN list', f"Sortier nach Preis: {EAN()} Kaffee 6,99; {EAN()} Tee 2,49")
L(P,'yellow','uncertain','vague-worry','vague worry', "Formulier um: \"Mein Vater verhält sich komisch mit Geld in letzter Zeit, ich weiß nicht, was los ist.\"")
P = 'es'
L(P,'red','identifier','iban-es','IBAN in parents WhatsApp', f"Traduce este audio transcrito de mi padre: \"hijo te paso la cuenta de tu tía Remedios {IBAN('ES')} para lo del piso\"")
L(P,'red','secret','door-code','key box code', f"Traduce para los huéspedes: la caja de llaves junto a la puerta tiene el código {PIN(4)}.")
L(P,'green','benign-lookalike','company-cif','company CIF', f"Corrige: \"Empresa adjudicataria: Limpiezas Turia S.L., CIF {CIF()}.\"")
L(P,'green','benign-lookalike','hotline','public hotline', "Traduce: \"Para cita médica llame al 012 o use la app de su comunidad.\"")
L(P,'red','finance','money-trouble','eviction', "Ayúdame a escribir al juzgado: tengo un desahucio el día 18 y no tengo dónde ir con mis hijos.")
P = 'fr'
L(P,'red','identifier','iban-ch','Swiss IBAN of frontalier', f"Reformule : « Je suis frontalier, merci de verser la prime sur mon compte suisse {IBAN('CH')}. »")
L(P,'red','secret','connection-string','Mongo URI', f"Pourquoi la connexion échoue ?\nmongodb+srv://admin_compta:{PW(14)}@cluster0.mongodb.net/factures")
L(P,'green','benign-lookalike','company-siren','association SIREN', f"Traduis : « Association Les Amis du Canal, SIREN {SIREN()}, reconnue d'intérêt général. »")
L(P,'green','benign-lookalike','ean','EAN', f"Trie par prix : {EAN()} confiture 3,20 € ; {EAN()} miel 7,90 €")
L(P,'yellow','uncertain','symptom','symptom', "Raccourcis : « J'ai des vertiges le matin depuis une semaine, pas encore vu de médecin. »")
P = 'uk'
L(P,'red','identifier','rnokpp','RNOKPP in tax declaration draft', f"Перевір, чи правильно заповнено: Декларант: Богдан Ярошенко, РНОКПП {RNOKPP()}, дохід 184 500 грн")
L(P,'red','secret','pin','PIN in note', f"Упорядкуй нотатку: картка ПУМБ для тата, пін {PIN(4)}, ліміт 10 000")
L(P,'green','benign-lookalike','office-phone','office phone', f"Переклади: «ЦНАП Оболонського району, телефон {PHONE('UA','nat','fixed')}, пн–пт 9:00–18:00.»")
L(P,'green','benign-lookalike','isbn','ISBN', f"Оформи за ДСТУ: Бондаренко Т. Мова міста. Харків, 2019. ISBN {ISBN()}")
L(P,'red','beliefs','union','union', "Відредагуй підпис: «Голова первинної профспілкової організації депо, Микола Стасюк».")
L(P,'yellow','uncertain','undecided','undecided', "Скороти: «Може, варто звернутися до юриста через борг сусіда, але поки вагаюся.»")
