from core import *
L = 'pl'
R_(L,'identifier','pesel','PESEL w zapytaniu HTTP',f"GET /api/pacjent?pesel={v('pesel', pesel())} HTTP/1.1\nHost: rejestracja.local\n— czy to nie powinno iść w body? nginx loguje query")
R_(L,'secret','ftp-password','hasło FTP w skrypcie',f"lftp -u sklep,{v('raw', pw(12))} ftp.mojsklep.pl -e 'mirror -R ./dist /public_html' → Login incorrect")
G(L,'benign-lookalike','k8s-secret-ref','manifest bez wartości',"envFrom:\n  - secretRef:\n      name: api-secrets\npod nie widzi zmiennej DB_PASS, czemu?")
G(L,'benign-lookalike','order-number','numer zamówienia Allegro',f"Zamówienie Allegro {uuid4()} wisi w statusie READY_FOR_PROCESSING, REST API nie zwraca przesyłki")
G(L,'benign-lookalike','test-iban','przykładowy IBAN z dokumentacji',"W dokumentacji NBP przykład: PL61 1090 1014 0000 0712 1981 2874 — czy używać go w testach jednostkowych?")
Y(L,'partial-nrb','końcówka konta',"Przelew przyszedł z konta kończącego się na 0032 i nie wiem od kogo, jak to dopasować w księgowości?")
L = 'uk'
R_(L,'secret','openai-key','ключ API',f"у config.json:\n{{\"openai_key\": \"{v('raw', openai())}\"}}\nта бот відповідає 429")
R_(L,'identifier','rnokpp','РНОКПП у тікеті',f"Клієнт пише в тікет: «мій ІПН {v('rnokpp', rnokpp())}, перевірте мою декларацію» — як замаскувати це в Zammad?")
G(L,'benign-lookalike','docker-digest','digest образу',f"image: ghcr.io/acme/api@sha256:{sha(64)} — чому kubelet тягне інший?")
G(L,'benign-lookalike','test-card','тестова картка Stripe',"Stripe test: 4000 0000 0000 9995 дає insufficient_funds, а нам треба card_declined")
G(L,'benign-lookalike','version','версії',"Kubernetes 1.31.3, containerd 1.7.24, Calico 3.29.1 — поди висять у ContainerCreating")
G(L,'benign-lookalike','edrpou-docs','алгоритм ЄДРПОУ',"Контрольний розряд ЄДРПОУ: ваги 1..7, а якщо код більше 30000000 — 7,1,2,3,4,5,6. Правильно?")
Y(L,'money-worry','можливі борги',"Можливо, доведеться позичати на оренду; як налаштувати нагадування про платежі в Google Calendar API?")
L = 'fr'
G(L,'benign-lookalike','placeholder-token','jeton fictif',"curl -H 'X-API-Key: VOTRE_CLE_ICI' https://api.exemple.fr/v2/ → 401 forcément, où créer la clé ?")
G(L,'benign-lookalike','company-vat','TVA intracommunautaire',"Notre TVA intracom FR 40 303 265 045 est-elle obligatoire sur les factures Chorus Pro ?")
L = 'es'
G(L,'benign-lookalike','placeholder-env','variables de entorno',"En GitHub Actions: env: API_TOKEN: ${{ secrets.API_TOKEN }} — ¿por qué sale vacío en forks?")
L = 'de'
G(L,'benign-lookalike','placeholder-person','Erika Mustermann',"Der Musterausweis zeigt Erika Mustermann, Ausweisnr. T22000129 — nutzen wir das als Testfall für die OCR?")
