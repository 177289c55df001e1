LINES = r"""
es|id|dni|own DNI for a medical appointment|Para la cita del centro de salud me piden el DNI, es el {dni}. ¿Me rellenas el formulario?
es|id|nie|own NIE on a residence renewal|Mi NIE es {nie}, tengo que renovar la tarjeta de residencia y no encuentro cita en extranjería.
es|id|nie|coworker's NIE for a contract|El contrato de mi compañero Mateus lleva su NIE {nie:dash}, ¿está bien escrito?
es|id|nss|own social security number|Mi número de la Seguridad Social es {nss}, RRHH dice que no les aparece mi alta.
es|id|iban-es|salary account|Cuenta para la nómina: {iban_es:sp}. Redacta un correo a recursos humanos con el cambio.
es|id|iban-es|own IBAN for a tax refund|La devolución de la renta que la ingresen en {iban_es}, que la otra cuenta ya la cerré.
es|id|phone-es|own mobile for the clinic|Que me llamen del hospital al {phone_es}, estoy esperando la fecha de la operación.
es|id|tsi|health card number|El número de mi tarjeta sanitaria es BBBB{d12}, la farmacia no encuentra la receta electrónica.
es|sec|clave-pin|Cl@ve PIN code|Me ha llegado el Cl@ve PIN {pin3}{upper3}, entra tú en la sede de Hacienda y descarga el borrador.
es|sec|login-password|login to employer portal|Usuario del portal del empleado: lmartinez_84, contraseña {pw}. Descárgame la nómina de octubre.
es|sec|sms-code|bank SMS code for a fine|Código SMS para pagar la multa de la DGT: {pin6}.
es|idt|address-person|own name and address for an appeal|Soy Lucía Ferrer Soto, vivo en Calle Almendro 14, 3.º B, 46011 Valencia; redacta un recurso contra la sanción del ayuntamiento.
es|idt|birthdate-person|mother's DOB for a dependency claim|Mi madre, Carmen Ruiz Olmedo, nació el 9 de febrero de 1945; quiero pedir la ley de dependencia.
es|id|plate-owner|own plate in a fine|Me ha llegado una multa de la DGT para el {plate_es}, que es mi coche, pero lo tenía vendido.
es|id|passport-es|own passport|Pasaporte número {upper3}{d6}, caduca en 2028, lo necesito para el visado de Estados Unidos.
es|id|card|card for visa fee|Paga la tasa del visado con mi tarjeta {card}, caducidad 05/29.
es|sec|door-code|office door code|El código del portal de la gestoría es {pin4}, por si vas tú a firmar.
es|sec|wifi-password|clinic staff wifi|La clave del wifi del personal del centro de salud es {pw}, no se la des a pacientes.
es|id|phone-es|doctor's private mobile|La doctora Gil me dio su móvil personal {phone_es:nat} por si empeoraba, ¿le escribo por WhatsApp?
es|id|dni|husband's DNI for the tax return|DNI de mi marido para la declaración conjunta: {dni}.
es|idt|address-person|tenant address|Mi inquilino Raúl Prieto vive en Avenida del Puerto 88, 2.º, 11006 Cádiz y no paga; prepárame el burofax.
es|id|iban-es|alimony account|La pensión de alimentos tiene que ingresarse en {iban_es:sp}, ponlo en la demanda.
es|hea|diagnosis|own diabetes diagnosis|Me han diagnosticado diabetes tipo 1 y tengo que contárselo a mi jefe porque trabajo de conductor.
es|hea|mental-health|own anxiety disorder|Tengo trastorno de ansiedad generalizada y estoy de baja desde septiembre.
es|fin|debt|own debts|Debo 8.000 € a Hacienda y me han embargado la cuenta.
es|fin|benefit-refused|own refused benefit|Me denegaron el ingreso mínimo vital y no llego a fin de mes.
es|bel|religion|own religion|Soy testigo de Jehová y no acepto transfusiones, ¿cómo lo pongo en el consentimiento?
es|bel|politics|own politics|Soy afiliado a Podemos y voy de interventor en las elecciones, ¿me dan el día libre?
es|sex|sexuality|own sexuality|Soy lesbiana y quiero registrar a mi hija con mi mujer como madres.
es|fin|salary|own payslip|En la nómina me salen 1.845 € netos, con 312 € de IRPF, ¿me están reteniendo de más?
es|rel|relationship|own divorce|Me estoy divorciando y mi ex no paga la pensión de los niños.
es|eth|ethnicity|own ethnicity|Soy gitana y en la entrevista me preguntaron de dónde era mi familia.
es|unc|partial-dni|partial DNI|Solo recuerdo que mi DNI termina en 38-K, ¿puedo pedir cita sin él?
es|unc|symptom|undiagnosed|Tengo un bulto en el cuello desde hace semanas, aún no he ido al médico.
es|unc|money-worry|possible money trouble|No sé si podré pagar el IBI este año, ya veremos.
es|unc|undecided|undecided|Estoy pensando si recurrir la multa o pagarla con descuento.
es|unc|vague-worry|vague worry|Me ha llegado una notificación de la Seguridad Social y me da miedo abrirla.
es|unc|pending-result|pending|Me repiten la analítica porque algo salió raro.
es|unc|masked-card|masked|El cargo es de la tarjeta acabada en 4410, ¿qué tasa sería?
es|unc|job-doubt|undecided|No sé si aceptar el contrato temporal o esperar a la oposición.
es|unc|possible-fine|possible fine|Creo que aparqué mal en zona azul, igual me llega multa.
es|lk|company-cif|company CIF on an invoice|La factura de la clínica dental lleva el CIF {cif} — Clínica Sonrisa S.L. — ¿es deducible?
es|lk|office-account|office account|La Agencia Tributaria no tiene IBAN para pagos, pero el ayuntamiento da la cuenta {iban_es} para tasas; ¿es fiable?
es|lk|public-phone|public hotline|¿El 016 deja rastro en la factura del teléfono?
es|lk|form-fields|field names|El modelo 145 pide NIF, situación familiar y discapacidad — ¿qué significa cada casilla?
es|lk|case-number|office case number|El expediente es 2025/EXT/004512, ¿cómo consulto el estado en la sede?
es|lk|drug-code|drug code and dose|¿El código nacional 712729 corresponde al omeprazol de 20 mg?
es|lk|icd-general|ICD general|¿Qué significa el código CIE-10 M54.5 en un parte de baja?
es|lk|template-letter|template|Plantilla: "D./Dña. [NOMBRE], con DNI [00000000X], domicilio en [DIRECCIÓN]..." — hazla más formal.
es|lk|public-statistics|statistics|Según el INE, el salario medio anual fue de 28.049 € — ¿incluye pagas extra?
es|lk|example-dni|documented example DNI|En los ejemplos oficiales se usa el DNI 12345678Z, ¿es válido de verdad?
es|lk|isbn|book ISBN|¿El manual de derecho laboral con ISBN {isbn} está actualizado?
es|lk|company-iban|company account|Para pagar la cuota de la mutua, su cuenta es {iban_es:sp}, según su web.
es|lk|tracking|tracking|Correos me dio el envío PK4A1Y0123456780128001N para el pasaporte, ¿cómo lo sigo?
es|lk|invoice|invoice|La factura F-2025-00831 del fisioterapeuta, ¿la puedo meter en el seguro?
es|lk|clinic-phone|hospital switchboard|La centralita del Hospital La Fe es 961 24 40 00, ¿a qué extensión llamo para citas?
es|lk|ean|product EAN|El tensiómetro con EAN {ean} ¿lo cubre la Seguridad Social?
es|ben|question|general|¿Cuántos días de permiso tengo por hospitalización de un familiar?
es|ben|question|general|¿Cómo se pide la vida laboral por internet?
es|ben|role|public role|¿Quién es la actual ministra de Sanidad?
es|ben|cv|CV tip|¿Cómo explico un hueco de dos años en el currículum?
es|ben|contract|contract question|¿Es legal un periodo de prueba de seis meses para un técnico?
es|lk|company-nif-vat|company VAT|El NIF-IVA de la empresa es ES{cif}, lo pide el cliente francés — ¿lo pongo así?
es|lk|dose|dose|¿Es mucho 1 g de paracetamol cada ocho horas?
es|lk|siret-foreign|company number|La empresa francesa que me contrata tiene SIREN {siren}; ¿lo necesito para la Seguridad Social?
"""
