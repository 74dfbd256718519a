/**
 * Held-out probe (issue 20), deeper pages: small-business sites whose contacts sit one or two links deep, the
 * way they are built in several countries: branch pages behind "Standorte"/"Nos agences"/"Sedi"/"Clínicas"/
 * "Locations" menus, a team page reached only from the about page, contact links in other languages and at odd
 * paths (Joomla's com_contact, /contact-us.html, /fale-conosco.html), legal notices (Impressum, mentions légales,
 * aviso legal) and a contact page only a sitemap lists. Each also shows other people's contacts (`decoys`).
 */
import { SITE_ORIGIN, type Archetype } from '../site-html';
import { cfEmail, doc, entities, jsonLd, sitemap, TEXT } from './probe-html';

const WP_HEAD = `<meta name="generator" content="WordPress 6.4.3">
<link rel="stylesheet" href="/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4">
<link rel="https://api.w.org/" href="/wp-json/">`;

export const PROBE_DEEPER_ARCHETYPES: Record<string, Archetype> = {
  // German electrician with three branches under a "Standorte" dropdown; address and agency in the Impressum.
  'probe-de-standorte-impressum': () => {
    const domain = 'elektro-huber.de';
    const nav = `<header id="masthead" class="site-header"><div class="site-branding"><a href="/" rel="home"><img src="/wp-content/uploads/2023/02/logo-elektro-huber@2x.png" alt="Elektro Huber GmbH"></a></div>
<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">
<li class="menu-item"><a href="/">Start</a></li>
<li class="menu-item"><a href="/leistungen/">Leistungen</a></li>
<li class="menu-item menu-item-has-children"><a href="#">Standorte</a><ul class="sub-menu">
<li class="menu-item"><a href="/standorte/muenchen/">München</a></li>
<li class="menu-item"><a href="/standorte/augsburg/">Augsburg</a></li>
<li class="menu-item"><a href="/standorte/rosenheim/">Rosenheim</a></li></ul></li>
<li class="menu-item"><a href="/karriere/">Karriere</a></li></ul></nav></header>`;
    const footer = `<footer class="site-footer"><div class="footer-widgets"><p>Elektro Huber GmbH · Zentrale: Landsberger Str. 112, 80339 München</p>
<p>Tel. <a href="tel:+4989123456">089 123 456</a> · E-Mail: info(at)elektro-huber.de</p>
<ul class="social"><li><a href="https://www.facebook.com/pages/Elektro-Huber-GmbH/184726351827364" target="_blank" rel="noopener"><i class="fab fa-facebook-f"></i></a></li>
<li><a href="https://www.instagram.com/elektro.huber/" target="_blank" rel="noopener"><i class="fab fa-instagram"></i></a></li></ul></div>
<div class="footer-bottom"><a href="/impressum/">Impressum</a> | <a href="/datenschutz/">Datenschutz</a></div></footer>`;
    const branch = (city: string, street: string, local: string) =>
      doc({
        lang: 'de-DE',
        title: `Standort ${city} – Elektro Huber GmbH`,
        head: WP_HEAD,
        body: `${nav}<main><h1>Standort ${city}</h1><div class="wp-block-columns"><div class="wp-block-column"><p><strong>Elektro Huber GmbH – Niederlassung ${city}</strong><br>${street}</p>
<p>Telefon: 0821 55 66 0<br>E-Mail: <a href="mailto:${local}@elektro-huber.de">${local}@elektro-huber.de</a></p></div>
<div class="wp-block-column"><iframe src="https://www.google.com/maps/embed?pb=!1m18" width="600" height="450" loading="lazy"></iframe></div></div></main>${footer}`,
      });
    return {
      domain,
      routes: {
        '/': doc({
          lang: 'de-DE',
          title: 'Elektro Huber GmbH – Ihr Elektriker in Bayern',
          head: WP_HEAD,
          body: `${nav}<main><h1>Ihr Elektriker in München, Augsburg und Rosenheim</h1><p>Seit 1987 Ihr Meisterbetrieb für Elektroinstallation, Photovoltaik und Smart Home.</p>
<section class="partner"><h2>Unsere Partner</h2><a href="https://www.instagram.com/gira_de/"><img src="/wp-content/uploads/gira.png" alt="Gira"></a> <a href="https://www.facebook.com/BuschJaeger"><img src="/wp-content/uploads/busch-jaeger.png" alt="Busch-Jaeger"></a></section></main>${footer}`,
        }),
        '/standorte/muenchen/': branch('München', 'Landsberger Str. 112, 80339 München', 'muenchen'),
        '/standorte/augsburg/': branch('Augsburg', 'Haunstetter Str. 19, 86161 Augsburg', 'augsburg'),
        '/standorte/rosenheim/': branch('Rosenheim', 'Kufsteiner Str. 7, 83022 Rosenheim', 'rosenheim'),
        '/impressum/': doc({
          lang: 'de-DE',
          title: 'Impressum – Elektro Huber GmbH',
          head: WP_HEAD,
          body: `${nav}<main><h1>Impressum</h1><h2>Angaben gemäß § 5 TMG</h2><p>Elektro Huber GmbH<br>Landsberger Str. 112<br>80339 München</p>
<p>Handelsregister: HRB 123456, Registergericht: Amtsgericht München<br>Vertreten durch: Josef Huber (Geschäftsführer)</p>
<h2>Kontakt</h2><p>Telefon: 089 123 456<br>E-Mail: info(at)elektro-huber.de</p>
<h2>Zuständige Kammer</h2><p>Handwerkskammer für München und Oberbayern, Max-Joseph-Str. 4, 80333 München, info@hwk-muenchen.de</p>
<h2>Webdesign &amp; Umsetzung</h2><p>Pixelwerk Medien GmbH · <a href="https://www.pixelwerk-medien.de">www.pixelwerk-medien.de</a> · kontakt@pixelwerk-medien.de</p>
<h2>EU-Streitschlichtung</h2><p>Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung (OS) bereit: <a href="https://ec.europa.eu/consumers/odr/">https://ec.europa.eu/consumers/odr/</a>.</p></main>${footer}`,
        }),
      },
      expected: {
        status: 'ok',
        emails: [
          'info@elektro-huber.de',
          'muenchen@elektro-huber.de',
          'augsburg@elektro-huber.de',
          'rosenheim@elektro-huber.de',
        ],
        socials: {
          facebook: 'https://facebook.com/pages/Elektro-Huber-GmbH/184726351827364',
          instagram: 'https://instagram.com/elektro.huber',
        },
        decoys: {
          emails: ['info@hwk-muenchen.de', 'kontakt@pixelwerk-medien.de'],
          socials: ['https://instagram.com/gira_de', 'https://facebook.com/BuschJaeger'],
        },
      },
    };
  },

  // French plumber: "Nos agences" list page, agency pages with "[at]" addresses, "Nous joindre" in the footer only.
  'probe-fr-nos-agences': () => {
    const domain = 'plomberie-martin.fr';
    const header = `<header><a class="logo" href="/"><img src="/images/logo.png" alt="Plomberie Martin"></a>
<nav class="menu"><a href="/">Accueil</a> <a href="/depannage-plomberie.html">Dépannage</a> <a href="/nos-agences/">Nos agences</a> <a href="/devis-gratuit.html">Devis gratuit</a></nav></header>`;
    const footer = `<footer><div class="footer-links"><a href="/nous-joindre/">Nous joindre</a> · <a href="/mentions-legales/">Mentions légales</a> · <a href="/plan-du-site/">Plan du site</a></div>
<div class="suivez"><span>Suivez-nous</span> <a href="https://www.facebook.com/profile.php?id=100063581234567" target="_blank">Facebook</a> <a href="https://fr.linkedin.com/company/plomberie-martin-sas" target="_blank">LinkedIn</a></div>
<p class="credit">Site réalisé par <a href="https://www.webcreation-lyon.fr" target="_blank">WebCréation Lyon</a> – <a href="https://www.facebook.com/webcreationlyon">suivez l'agence</a></p></footer>`;
    const agence = (city: string, local: string) =>
      doc({
        lang: 'fr-FR',
        title: `Agence de ${city} | Plomberie Martin`,
        body: `${header}<main><h1>Plombier à ${city}</h1><p>Notre agence de ${city} intervient 7j/7 pour vos fuites, débouchages et remplacements de chauffe-eau.</p>
<div class="agence-contact"><p>Adresse : 14 rue de la République, ${city}</p><p>Courriel : ${local} [at] plomberie-martin [dot] fr</p></div></main>${footer}`,
      });
    return {
      domain,
      routes: {
        '/': doc({
          lang: 'fr-FR',
          title: 'Plomberie Martin – Plombier chauffagiste Lyon, Villeurbanne, Vénissieux',
          body: `${header}<main><h1>Plombier chauffagiste depuis 1998</h1><p>Intervention rapide dans toute la métropole lyonnaise.</p>
<p class="rge"><img src="/images/qualibat-rge.png" alt="Qualibat RGE"> Entreprise certifiée Qualibat – vérifiez notre qualification auprès de qualibat@qualibat.com</p></main>${footer}`,
        }),
        '/nos-agences/': doc({
          lang: 'fr-FR',
          title: 'Nos agences | Plomberie Martin',
          body: `${header}<main><h1>Nos agences</h1><ul class="agences"><li><a href="/agence-lyon.html">Lyon 3e</a></li><li><a href="/agence-villeurbanne.html">Villeurbanne</a></li><li><a href="/agence-venissieux.html">Vénissieux</a></li></ul></main>${footer}`,
        }),
        '/agence-lyon.html': agence('Lyon', 'lyon'),
        '/agence-villeurbanne.html': agence('Villeurbanne', 'villeurbanne'),
        '/agence-venissieux.html': agence('Vénissieux', 'venissieux'),
        '/nous-joindre/': doc({
          lang: 'fr-FR',
          title: 'Nous joindre | Plomberie Martin',
          body: `${header}<main><h1>Nous joindre</h1><p>Siège : 14 rue de la République, 69002 Lyon</p>
<p>Écrivez-nous : <a href="/cdn-cgi/l/email-protection#${cfEmail('contact@plomberie-martin.fr', 0x3b)}"><span class="__cf_email__" data-cfemail="${cfEmail('contact@plomberie-martin.fr', 0x3b)}">[email&#160;protected]</span></a></p>
<form class="wpcf7-form"><input type="email" name="your-email" placeholder="votre@email.fr"><textarea name="message"></textarea><button>Envoyer</button></form></main>${footer}
<script data-cfasync="false" src="/cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js"></script>`,
        }),
        '/mentions-legales/': doc({
          lang: 'fr-FR',
          title: 'Mentions légales | Plomberie Martin',
          body: `${header}<main><h1>Mentions légales</h1><p>Éditeur : Plomberie Martin SAS, capital 10 000 €, RCS Lyon 812 345 678, 14 rue de la République, 69002 Lyon.</p>
<p>Hébergeur : o2switch, Chemin des Pardiaux, 63000 Clermont-Ferrand – support@o2switch.fr</p><p>Conception : WebCréation Lyon – bonjour@webcreation-lyon.fr</p></main>${footer}`,
        }),
      },
      expected: {
        status: 'ok',
        emails: [
          'contact@plomberie-martin.fr',
          'lyon@plomberie-martin.fr',
          'villeurbanne@plomberie-martin.fr',
          'venissieux@plomberie-martin.fr',
        ],
        socials: {
          facebook: 'https://facebook.com/profile.php?id=100063581234567',
          linkedin: 'https://linkedin.com/company/plomberie-martin-sas',
        },
        decoys: {
          emails: ['qualibat@qualibat.com', 'support@o2switch.fr', 'bonjour@webcreation-lyon.fr'],
          socials: ['https://facebook.com/webcreationlyon'],
        },
      },
    };
  },

  // Italian restaurant with two "Sedi", a "Contatti" page and JSON-LD email; a wine producer's post embedded.
  'probe-it-sedi-contatti': () => {
    const domain = 'trattoriadagino.it';
    const header = `<header class="header"><nav><ul><li><a href="/">Home</a></li><li><a href="/menu">Menù</a></li><li class="dropdown"><a href="/sedi">Sedi</a><ul class="dropdown-menu"><li><a href="/sedi/milano-navigli">Milano Navigli</a></li><li><a href="/sedi/monza">Monza</a></li></ul></li><li><a href="/contatti">Contatti</a></li></ul></nav></header>`;
    const footer = `<footer><p>Trattoria Da Gino S.r.l. – P.IVA 01234567890</p><p><a href="https://www.instagram.com/trattoriadagino/?hl=it" aria-label="Instagram"><svg viewBox="0 0 24 24"><path d="M0 0"/></svg></a> <a href="https://www.tripadvisor.it/Restaurant_Review-g187849-d1234567" aria-label="Tripadvisor"><svg viewBox="0 0 24 24"></svg></a></p>
<p><small>Realizzato da <a href="https://www.studioweb360.it">StudioWeb360</a> – info@studioweb360.it</small></p></footer>`;
    const sede = (city: string, local: string) =>
      doc({
        lang: 'it',
        title: `${city} – Trattoria Da Gino`,
        body: `${header}<main><h1>Trattoria Da Gino ${city}</h1><p>Via Roma 21, ${city}</p><p>Prenotazioni: <a href="mailto:${local}@trattoriadagino.it?subject=Prenotazione">${local}@trattoriadagino.it</a></p></main>${footer}`,
      });
    return {
      domain,
      routes: {
        '/': doc({
          lang: 'it',
          title: 'Trattoria Da Gino – Cucina milanese dal 1962',
          head: jsonLd({
            '@context': 'https://schema.org',
            '@type': 'Restaurant',
            name: 'Trattoria Da Gino',
            email: 'mailto:info@trattoriadagino.it',
            telephone: '+39 02 1234567',
          }),
          body: `${header}<main><h1>Cucina milanese dal 1962</h1><section class="vini"><h2>I nostri vini</h2>
<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C1a2b3c4d5e/?utm_source=ig_embed" data-instgrm-version="14"><div><a href="https://www.instagram.com/p/C1a2b3c4d5e/?utm_source=ig_embed" target="_blank">Visualizza questo post su Instagram</a><p><a href="https://www.instagram.com/cantinaferrari_vini/?utm_source=ig_embed" target="_blank">Un post condiviso da Cantina Ferrari (@cantinaferrari_vini)</a></p></div></blockquote><script async src="//www.instagram.com/embed.js"></script></section></main>${footer}`,
        }),
        '/sedi': doc({
          lang: 'it',
          title: 'Le nostre sedi – Trattoria Da Gino',
          body: `${header}<main><h1>Le nostre sedi</h1><div class="sedi"><a href="/sedi/milano-navigli">Milano Navigli</a><a href="/sedi/monza">Monza</a></div></main>${footer}`,
        }),
        '/sedi/milano-navigli': sede('Milano', 'navigli'),
        '/sedi/monza': sede('Monza', 'monza'),
        '/contatti': doc({
          lang: 'it',
          title: 'Contatti – Trattoria Da Gino',
          body: `${header}<main><h1>Contatti</h1><p>Per eventi privati scrivete a <a href="mailto:eventi@trattoriadagino.it">eventi@trattoriadagino.it</a></p>
<p>Lavora con noi: invia il CV tramite <a href="https://www.infojobs.it/">InfoJobs</a> o a selezione@ristojob.it</p></main>${footer}`,
        }),
      },
      expected: {
        status: 'ok',
        emails: [
          'info@trattoriadagino.it',
          'navigli@trattoriadagino.it',
          'monza@trattoriadagino.it',
          'eventi@trattoriadagino.it',
        ],
        socials: { instagram: 'https://instagram.com/trattoriadagino' },
        decoys: {
          emails: ['info@studioweb360.it', 'selezione@ristojob.it'],
          socials: ['https://instagram.com/cantinaferrari_vini'],
        },
      },
    };
  },

  // Spanish dental chain: clinic cards on "Nuestras clínicas", "Contáctenos", address in "Aviso legal".
  'probe-es-clinicas-aviso-legal': () => {
    const domain = 'clinicasonrisa.es';
    const header = `<header><div class="top-bar"><a href="tel:+34910000000">910 000 000</a></div><nav class="navbar"><a href="/">Inicio</a> <a href="/tratamientos/">Tratamientos</a> <a href="/clinicas/">Nuestras clínicas</a> <a href="/contactenos/">Contáctenos</a></nav></header>`;
    const footer = `<footer class="footer"><div class="redes"><a href="https://fb.com/clinicasonrisamadrid" title="Facebook"><img src="/img/fb.svg" alt="Facebook"></a> <a href="https://www.youtube.com/channel/UCx7Tq2LmN4pR8sV1wY3zA5b" title="YouTube"><img src="/img/yt.svg" alt="YouTube"></a></div>
<a href="/aviso-legal/">Aviso legal</a> · <a href="/politica-de-privacidad/">Política de privacidad</a><p><span>Diseño web:</span> <a href="https://www.agenciapixel.es">Agencia Pixel</a></p></footer>`;
    const clinica = (city: string, local: string) =>
      doc({
        lang: 'es-ES',
        title: `Clínica dental en ${city} | Clínica Dental Sonrisa`,
        body: `${header}<main><h1>Clínica dental en ${city}</h1><div class="ficha"><p>Calle Mayor 5, ${city}</p><p>Email: <a href="mailto:${entities(`${local}@clinicasonrisa.es`)}">${entities(`${local}@clinicasonrisa.es`)}</a></p></div></main>${footer}`,
      });
    return {
      domain,
      routes: {
        '/': doc({
          lang: 'es-ES',
          title: 'Clínica Dental Sonrisa – Dentistas en Madrid y Alcalá',
          body: `${header}<main><h1>Tu dentista de confianza</h1><p>Financiación hasta 24 meses sin intereses con <a href="https://www.sequra.es">SeQura</a>. Dudas sobre tu financiación: clientes@sequra.es</p></main>${footer}`,
        }),
        '/clinicas/': doc({
          lang: 'es-ES',
          title: 'Nuestras clínicas | Clínica Dental Sonrisa',
          body: `${header}<main><h1>Nuestras clínicas</h1><div class="store-list"><article class="store"><h3>Madrid Chamberí</h3><a class="btn" href="/clinicas/madrid-chamberi/">Ver clínica</a></article><article class="store"><h3>Alcalá de Henares</h3><a class="btn" href="/clinicas/alcala/">Ver clínica</a></article></div></main>${footer}`,
        }),
        '/clinicas/madrid-chamberi/': clinica('Madrid', 'chamberi'),
        '/clinicas/alcala/': clinica('Alcalá de Henares', 'alcala'),
        '/contactenos/': doc({
          lang: 'es-ES',
          title: 'Contáctenos | Clínica Dental Sonrisa',
          body: `${header}<main><h1>Contáctenos</h1><form><label>Correo electrónico<input type="email" placeholder="ejemplo@correo.com"></label><button>Enviar</button></form><p>O escríbenos a <a href="mailto:citas@clinicasonrisa.es">citas@clinicasonrisa.es</a></p></main>${footer}`,
        }),
        '/aviso-legal/': doc({
          lang: 'es-ES',
          title: 'Aviso legal | Clínica Dental Sonrisa',
          body: `${header}<main><h1>Aviso legal</h1><p>Titular: Clínica Dental Sonrisa S.L., CIF B12345678, Calle Mayor 5, 28010 Madrid. Email: administracion@clinicasonrisa.es. Inscrita en el Ilustre Colegio Oficial de Odontólogos de Madrid (secretaria@coem.org.es).</p></main>${footer}`,
        }),
      },
      expected: {
        status: 'ok',
        emails: [
          'chamberi@clinicasonrisa.es',
          'alcala@clinicasonrisa.es',
          'citas@clinicasonrisa.es',
          'administracion@clinicasonrisa.es',
        ],
        socials: {
          facebook: 'https://facebook.com/clinicasonrisamadrid',
          youtube: 'https://youtube.com/channel/UCx7Tq2LmN4pR8sV1wY3zA5b',
        },
        decoys: { emails: ['clientes@sequra.es', 'secretaria@coem.org.es'] },
      },
    };
  },

  // US landscaper on Squarespace: contact at /get-in-touch, team page linked only from the about page.
  'probe-us-team-behind-about': () => {
    const domain = 'greenwaylandscaping.com';
    const head = `<!-- This is Squarespace. --><script src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.js"></script>`;
    const header = `<header class="Header"><div class="Header-nav"><nav class="Header-nav-inner"><a href="/services" class="Header-nav-item">Services</a><a href="/gallery" class="Header-nav-item">Gallery</a><a href="/about" class="Header-nav-item">About</a><a href="/get-in-touch" class="Header-nav-item">Get in Touch</a></nav></div></header>`;
    const footer = `<footer class="Footer"><div class="sqs-block social-account-links-v2-block"><a href="https://www.facebook.com/greenwaylandscapingmn" target="_blank" aria-label="Facebook"><svg class="social-facebook"><use xlink:href="#social-facebook"></use></svg></a><a href="https://www.instagram.com/greenway.landscaping.mn" target="_blank" aria-label="Instagram"><svg class="social-instagram"><use xlink:href="#social-instagram"></use></svg></a><a href="https://www.houzz.com/professionals/landscape-architects/greenway-landscaping-pfvwus-pf~123456" target="_blank" aria-label="Houzz"><svg></svg></a></div><p>Powered by <a href="https://www.squarespace.com">Squarespace</a></p></footer>`;
    return {
      domain,
      routes: {
        '/': doc({
          title: 'Greenway Landscaping | Minneapolis Landscape Design',
          head,
          body: `${header}<main><h1>Landscape design &amp; installation in the Twin Cities</h1>
<section class="testimonials"><blockquote>“Greenway rebuilt our whole backyard and it looks amazing. Anyone thinking about it can ask me — karen.olson54@gmail.com”<cite>— Karen O., Edina</cite></blockquote></section></main>${footer}`,
        }),
        '/about': doc({
          title: 'About — Greenway Landscaping',
          head,
          body: `${header}<main><h1>About us</h1><p>Family owned since 2006. <a href="/our-crew">Meet the crew</a>.</p></main>${footer}`,
        }),
        '/our-crew': doc({
          title: 'Our Crew — Greenway Landscaping',
          head,
          body: `${header}<main><h1>Our Crew</h1><div class="sqs-block"><h3>Mike Lindqvist</h3><p>Owner &amp; Lead Designer<br><a href="mailto:mike@greenwaylandscaping.com">mike@greenwaylandscaping.com</a></p>
<h3>Jenna Park</h3><p>Office Manager<br><a href="mailto:jenna@greenwaylandscaping.com">jenna@greenwaylandscaping.com</a></p></div></main>${footer}`,
        }),
        '/get-in-touch': doc({
          title: 'Get in Touch — Greenway Landscaping',
          head,
          body: `${header}<main><h1>Get in Touch</h1><p>Email <a href="mailto:office@greenwaylandscaping.com">office@greenwaylandscaping.com</a> or fill in the form.</p>
<form class="form-wrapper"><input type="email" name="email" placeholder="name@example.com"><button>Submit</button></form>
<p>Financing available through <a href="https://www.greensky.com">GreenSky</a> — questions? customerservice@greensky.com</p></main>${footer}`,
        }),
      },
      expected: {
        status: 'ok',
        emails: [
          'office@greenwaylandscaping.com',
          'mike@greenwaylandscaping.com',
          'jenna@greenwaylandscaping.com',
        ],
        socials: {
          facebook: 'https://facebook.com/greenwaylandscapingmn',
          instagram: 'https://instagram.com/greenway.landscaping.mn',
        },
        decoys: { emails: ['karen.olson54@gmail.com', 'customerservice@greensky.com'] },
      },
    };
  },

  // German law firm: lawyers' page reached from "Kanzlei" only, vCards, the bar association in the Impressum.
  'probe-de-kanzlei-anwaelte': () => {
    const domain = 'weber-partner-recht.de';
    const nav = `<nav class="nav"><a href="/">Start</a> <a href="/kanzlei.html">Kanzlei</a> <a href="/rechtsgebiete.html">Rechtsgebiete</a> <a href="/kontakt.html">Kontakt</a></nav>`;
    const footer = `<footer><a href="/impressum.html">Impressum</a> <a href="/datenschutz.html">Datenschutz</a> <a href="https://de.linkedin.com/company/weber-partner-rechtsanwaelte" aria-label="LinkedIn"><img src="/img/linkedin.svg" alt=""></a></footer>`;
    return {
      domain,
      routes: {
        '/': doc({
          lang: 'de',
          title: 'Weber & Partner Rechtsanwälte – Arbeitsrecht, Familienrecht',
          body: `${nav}<main><h1>Weber &amp; Partner Rechtsanwälte</h1><p>Ihre Kanzlei in Köln für Arbeitsrecht, Familienrecht und Mietrecht.</p></main>${footer}`,
        }),
        '/kanzlei.html': doc({
          lang: 'de',
          title: 'Die Kanzlei – Weber & Partner',
          body: `${nav}<main><h1>Die Kanzlei</h1><p>Gegründet 1994. Lernen Sie <a href="/anwaelte.html">unsere Anwälte</a> kennen.</p></main>${footer}`,
        }),
        '/anwaelte.html': doc({
          lang: 'de',
          title: 'Unsere Anwälte – Weber & Partner',
          body: `${nav}<main><h1>Unsere Anwälte</h1>
<div class="anwalt"><h2>Dr. Thomas Weber</h2><p>Rechtsanwalt, Fachanwalt für Arbeitsrecht</p><p><a href="mailto:weber@weber-partner-recht.de">weber@weber-partner-recht.de</a> · <a href="/vcard/weber.vcf">vCard</a></p></div>
<div class="anwalt"><h2>Sabine Krüger</h2><p>Rechtsanwältin, Fachanwältin für Familienrecht</p><p><a href="mailto:krueger@weber-partner-recht.de">krueger@weber-partner-recht.de</a> · <a href="/vcard/krueger.vcf">vCard</a></p></div></main>${footer}`,
        }),
        '/vcard/weber.vcf': {
          status: 200,
          headers: { 'content-type': 'text/vcard' },
          body: 'BEGIN:VCARD\nVERSION:3.0\nN:Weber;Thomas\nEMAIL:weber@weber-partner-recht.de\nEND:VCARD\n',
        },
        '/kontakt.html': doc({
          lang: 'de',
          title: 'Kontakt – Weber & Partner',
          body: `${nav}<main><h1>Kontakt</h1><p>Hohenzollernring 50, 50672 Köln</p><p>E-Mail: <a href="mailto:kanzlei@weber-partner-recht.de">kanzlei@weber-partner-recht.de</a></p><p>Sie erreichen uns auch über <a href="https://www.anwalt.de/weber-partner">anwalt.de</a>.</p></main>${footer}`,
        }),
        '/impressum.html': doc({
          lang: 'de',
          title: 'Impressum – Weber & Partner',
          body: `${nav}<main><h1>Impressum</h1><p>Weber &amp; Partner Rechtsanwälte PartG mbB, Hohenzollernring 50, 50672 Köln, kanzlei@weber-partner-recht.de</p>
<p>Zuständige Rechtsanwaltskammer: Rechtsanwaltskammer Köln, Riehler Str. 30, 50668 Köln, Tel. 0221 973010-0, E-Mail: kontakt@rak-koeln.de</p>
<p>Berufshaftpflichtversicherung: Allianz Versicherungs-AG, 10900 Berlin, kundenservice@allianz.de</p></main>${footer}`,
        }),
      },
      expected: {
        status: 'ok',
        emails: [
          'kanzlei@weber-partner-recht.de',
          'weber@weber-partner-recht.de',
          'krueger@weber-partner-recht.de',
        ],
        socials: { linkedin: 'https://linkedin.com/company/weber-partner-rechtsanwaelte' },
        decoys: { emails: ['kontakt@rak-koeln.de', 'kundenservice@allianz.de'] },
      },
    };
  },

  // Swiss carpenter on Joomla 4: contact at index.php?option=com_contact, address hidden by the email cloak plugin.
  'probe-ch-joomla-com-contact': () => {
    const domain = 'schreinerei-brunner.ch';
    const head = `<meta name="generator" content="Joomla! - Open Source Content Management"><script src="/media/system/js/core.min.js?3b8b1b"></script>`;
    const menu = `<nav class="navbar"><ul class="mod-menu mod-list nav"><li class="nav-item item-101 default current active"><a href="/" aria-current="page">Home</a></li><li class="nav-item item-102"><a href="/index.php/referenzen">Referenzen</a></li><li class="nav-item item-103"><a href="/index.php?option=com_contact&amp;view=contact&amp;id=1&amp;Itemid=103">Kontakt</a></li></ul></nav>`;
    const hidden = (email: string) => {
      const [local, domain] = email.split('@');
      const b64 = (text: string) => Buffer.from(text).toString('base64');
      return `<joomla-hidden-mail  is-link="1" is-email="1" first="${b64(local)}" last="${b64(domain)}" text="${b64(email)}" base="" >Diese E-Mail-Adresse ist vor Spambots geschützt! Zur Anzeige muss JavaScript eingeschaltet sein.</joomla-hidden-mail>`;
    };
    return {
      domain,
      routes: {
        '/': doc({
          lang: 'de-ch',
          title: 'Schreinerei Brunner AG – Küchen, Möbel, Innenausbau',
          head,
          body: `<header>${menu}</header><main><h1>Schreinerei Brunner AG</h1><p>Massivholzmöbel und Küchen aus dem Emmental.</p></main>
<footer><p>Schreinerei Brunner AG · Dorfstrasse 12 · 3550 Langnau i.E. · ${hidden('info@schreinerei-brunner.ch')}</p><p><a href="https://www.facebook.com/Schreinerei-Brunner-AG-104829371234567/">Facebook</a></p></footer>`,
        }),
        '/index.php': doc({
          lang: 'de-ch',
          title: 'Kontakt – Schreinerei Brunner AG',
          head,
          body: `<header>${menu}</header><main><div class="com-contact contact"><h1>Kontakt</h1><dl class="com-contact__address contact-address dl-horizontal"><dd>Dorfstrasse 12</dd><dd>3550 Langnau i.E.</dd></dl>
<dl><dt>E-Mail</dt><dd><span class="contact-emailto">${hidden('offerte@schreinerei-brunner.ch')}</span></dd></dl></div></main>`,
        }),
      },
      expected: {
        status: 'ok',
        emails: ['info@schreinerei-brunner.ch', 'offerte@schreinerei-brunner.ch'],
        socials: { facebook: 'https://facebook.com/Schreinerei-Brunner-AG-104829371234567' },
      },
    };
  },

  // German physiotherapy on a script-built menu: the contact page is listed only in sitemap.xml (named in robots.txt).
  'probe-de-sitemap-only': () => ({
    domain: 'nordlicht-physio.de',
    routes: {
      '/': doc({
        lang: 'de',
        title: 'Nordlicht Physiotherapie Hamburg',
        head: `<script src="/js/menu.js" defer></script>`,
        body: `<div id="menu-root" data-menu="/api/menu.json"></div><main><h1>Nordlicht Physiotherapie</h1><p>Krankengymnastik, Manuelle Therapie und Lymphdrainage in Hamburg-Eimsbüttel.</p>
<p>Termine nach Vereinbarung.</p></main><footer><p>© 2024 Nordlicht Physiotherapie</p><a href="https://www.instagram.com/nordlicht.physio/" aria-label="Instagram"><svg></svg></a></footer>`,
      }),
      '/robots.txt': {
        status: 200,
        headers: TEXT,
        body: `User-agent: *\nDisallow: /intern/\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`,
      },
      '/sitemap.xml': sitemap(['/', '/leistungen/', '/team/', '/kontakt/', '/impressum/']),
      '/kontakt/': doc({
        lang: 'de',
        title: 'Kontakt – Nordlicht Physiotherapie',
        body: `<main><h1>Kontakt</h1><p>Osterstraße 88, 20259 Hamburg</p><p>E-Mail: <a href="mailto:praxis@nordlicht-physio.de">praxis@nordlicht-physio.de</a></p></main>`,
      }),
      '/impressum/': doc({
        lang: 'de',
        title: 'Impressum – Nordlicht Physiotherapie',
        body: `<main><h1>Impressum</h1><p>Inhaberin: Lena Sørensen, Osterstraße 88, 20259 Hamburg, praxis@nordlicht-physio.de</p><p>Aufsichtsbehörde: Gesundheitsamt Eimsbüttel, gesundheitsamt@eimsbuettel.hamburg.de</p></main>`,
      }),
    },
    expected: {
      status: 'ok',
      emails: ['praxis@nordlicht-physio.de'],
      socials: { instagram: 'https://instagram.com/nordlicht.physio' },
      decoys: { emails: ['gesundheitsamt@eimsbuettel.hamburg.de'] },
    },
    firstPass: { status: 'ok', emails: [] },
  }),

  // US pet groomer on Duda: a store-finder list, each location page with JSON-LD and its own email.
  'probe-us-duda-locations': () => {
    const domain = 'happypawsgrooming.com';
    const head = `<link rel="preconnect" href="https://irp.cdn-website.com"><script src="https://dd-cdn.multiscreensite.com/runtime/runtime.js"></script>`;
    const nav = `<nav class="unifiednav"><div class="unifiednav__container"><a href="/" class="unifiednav__item">Home</a><a href="/services" class="unifiednav__item">Services</a><a href="/locations" class="unifiednav__item">Locations</a><a href="/book-now" class="unifiednav__item">Book Now</a></div></nav>`;
    const footer = `<footer class="dmFooter"><div class="dmSocialHub"><a href="https://www.facebook.com/HappyPawsGroomingTX/" class="dmSocialFacebook" aria-label="facebook"></a><a href="https://www.tiktok.com/@happypawsgroomingtx?lang=en" class="dmSocialTiktok" aria-label="tiktok"></a><a href="https://www.yelp.com/biz/happy-paws-grooming-austin" aria-label="yelp"></a></div>
<div class="credit"><a href="https://www.localsitepros.com" target="_blank"><img src="https://irp.cdn-website.com/lsp/logo.png" alt="Website design by Local Site Pros"></a></div></footer>`;
    const location = (city: string, slug: string, local: string) =>
      doc({
        title: `Dog Grooming in ${city}, TX | Happy Paws Grooming`,
        head:
          head +
          jsonLd({
            '@context': 'https://schema.org',
            '@type': 'PetStore',
            name: `Happy Paws Grooming ${city}`,
            email: `${local}@happypawsgrooming.com`,
            address: { '@type': 'PostalAddress', addressLocality: city, addressRegion: 'TX' },
            parentOrganization: { '@type': 'Organization', name: 'Happy Paws Grooming', url: '/' },
          }),
        body: `${nav}<main><h1>Happy Paws ${city}</h1><p>Open Mon–Sat 8am–6pm.</p><p><a href="/book-now?loc=${slug}">Book at ${city}</a></p></main>${footer}`,
      });
    return {
      domain,
      routes: {
        '/': doc({
          title: 'Happy Paws Grooming | Dog Grooming in Austin & Round Rock',
          head,
          body: `${nav}<main><h1>Pampered pups since 2015</h1><p>We use <a href="https://www.youtube.com/@EarthbathPets">Earthbath</a> shampoos. <iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="How we groom"></iframe></p></main>${footer}`,
        }),
        '/locations': doc({
          title: 'Locations | Happy Paws Grooming',
          head,
          body: `${nav}<main><h1>Find a salon near you</h1><ul class="store-locator"><li><h3>Austin – South Lamar</h3><a href="/locations/austin-south-lamar">View location</a></li><li><h3>Round Rock</h3><a href="/locations/round-rock">View location</a></li></ul></main>${footer}`,
        }),
        '/locations/austin-south-lamar': location('Austin', 'austin', 'southlamar'),
        '/locations/round-rock': location('Round Rock', 'roundrock', 'roundrock'),
      },
      expected: {
        status: 'ok',
        emails: ['southlamar@happypawsgrooming.com', 'roundrock@happypawsgrooming.com'],
        socials: {
          facebook: 'https://facebook.com/HappyPawsGroomingTX',
          tiktok: 'https://tiktok.com/@happypawsgroomingtx',
          youtube: null,
        },
        decoys: { socials: ['https://youtube.com/@EarthbathPets'] },
      },
    };
  },

  // Brazilian garage, an old static site: "Fale Conosco" at /fale-conosco.html; the developer's address in a comment.
  'probe-br-fale-conosco-html': () => {
    const domain = 'autocentersilva.com.br';
    const menu = `<table width="100%" class="menu"><tr><td><a href="index.html">Home</a></td><td><a href="servicos.html">Serviços</a></td><td><a href="fale-conosco.html">Fale Conosco</a></td></tr></table>`;
    const rodape = `<div id="rodape"><a href="https://www.facebook.com/pages/Auto-Center-Silva/312345678901234" target="_blank"><img src="img/face.gif" border="0" alt="Facebook"></a> <a href="https://api.whatsapp.com/send?phone=5511999998888" target="_blank"><img src="img/whats.gif" alt="WhatsApp"></a><br><font size="1">Desenvolvido por <a href="https://www.criarsites.com.br">Criar Sites</a> | <a href="https://www.instagram.com/criarsites/">@criarsites</a></font></div>`;
    return {
      domain,
      routes: {
        '/': doc({
          lang: 'pt-BR',
          title: 'Auto Center Silva - Mecânica em Geral - São Paulo',
          body: `<!-- desenvolvido por Rafael - rafael.dev@criarsites.com.br -->${menu}<h1>Auto Center Silva</h1><p>Mecânica, suspensão, freios e injeção eletrônica.</p>${rodape}`,
        }),
        '/index.html': doc({
          lang: 'pt-BR',
          title: 'Auto Center Silva - Mecânica em Geral - São Paulo',
          body: `${menu}<h1>Auto Center Silva</h1>${rodape}`,
        }),
        '/fale-conosco.html': doc({
          lang: 'pt-BR',
          title: 'Fale Conosco - Auto Center Silva',
          body: `${menu}<h1>Fale Conosco</h1><p>Rua das Oficinas, 321 - Mooca - São Paulo/SP</p><p>E-mail: contato@autocentersilva.com.br<br>Orçamentos: ORCAMENTO@AUTOCENTERSILVA.COM.BR</p>${rodape}`,
        }),
      },
      expected: {
        status: 'ok',
        emails: ['contato@autocentersilva.com.br', 'orcamento@autocentersilva.com.br'],
        socials: {
          facebook: 'https://facebook.com/pages/Auto-Center-Silva/312345678901234',
          instagram: null,
        },
        decoys: {
          emails: ['rafael.dev@criarsites.com.br'],
          socials: ['https://instagram.com/criarsites'],
        },
      },
    };
  },

  // Dutch bakery: "Neem contact op" button, "info(at)" text, an agency credit with a mailto.
  'probe-nl-neem-contact-op': () => {
    const domain = 'bakkerijdemolen.nl';
    const header = `<header class="site-header"><nav><a href="/">Home</a> <a href="/ons-assortiment/">Ons assortiment</a> <a href="/over-ons/">Over ons</a></nav><a class="btn btn-cta" href="/neem-contact-op/">Neem contact op</a></header>`;
    const footer = `<footer><p>Bakkerij De Molen · Molenstraat 4 · 3811 AB Amersfoort · KvK 12345678</p><p><a href="https://m.facebook.com/bakkerijdemolen/" aria-label="Volg ons op Facebook"><span class="icon-fb"></span></a> <a href="https://www.instagram.com/bakkerijdemolen_amersfoort/?igsh=MXd4cWZ1" aria-label="Instagram"><span class="icon-ig"></span></a></p><p class="copyright">Website door <a href="https://www.studiobroodnodig.nl">Studio Broodnodig</a> – <a href="mailto:hallo@studiobroodnodig.nl">hallo@studiobroodnodig.nl</a></p></footer>`;
    return {
      domain,
      routes: {
        '/': doc({
          lang: 'nl-NL',
          title: 'Bakkerij De Molen – Ambachtelijk brood uit Amersfoort',
          head: WP_HEAD,
          body: `${header}<main><h1>Ambachtelijk brood sinds 1921</h1><p>Ons meel komt van <a href="https://www.facebook.com/molendeadriaan">Molen De Adriaan</a>.</p></main>${footer}`,
        }),
        '/neem-contact-op/': doc({
          lang: 'nl-NL',
          title: 'Neem contact op – Bakkerij De Molen',
          head: WP_HEAD,
          body: `${header}<main><h1>Neem contact op</h1><p>Bestellingen: bestel(at)bakkerijdemolen.nl<br>Algemeen: info(at)bakkerijdemolen.nl</p><p>Vacatures via <a href="https://www.werkzoeken.nl">werkzoeken.nl</a>: sollicitatie@werkzoeken.nl</p></main>${footer}`,
        }),
      },
      expected: {
        status: 'ok',
        emails: ['bestel@bakkerijdemolen.nl', 'info@bakkerijdemolen.nl'],
        socials: {
          facebook: 'https://facebook.com/bakkerijdemolen',
          instagram: 'https://instagram.com/bakkerijdemolen_amersfoort',
        },
        decoys: {
          emails: ['hallo@studiobroodnodig.nl', 'sollicitatie@werkzoeken.nl'],
          socials: ['https://facebook.com/molendeadriaan'],
        },
      },
    };
  },

  // UK roofer: the contact link only in the footer (/contact-us.html); review sites; share buttons on the homepage.
  'probe-uk-contact-us-html': () => {
    const domain = 'hartleyroofing.co.uk';
    const footer = `<footer id="footer"><div class="col"><h4>Quick links</h4><ul><li><a href="/roof-repairs.html">Roof repairs</a></li><li><a href="/contact-us.html">Contact us</a></li></ul></div>
<div class="col"><h4>Find us on</h4><a href="https://www.checkatrade.com/trades/hartleyroofing">Checkatrade</a> <a href="https://uk.trustpilot.com/review/hartleyroofing.co.uk">Trustpilot</a> <a href="https://twitter.com/HartleyRoofing">Twitter</a></div>
<div class="col"><img src="/images/nfrc.png" alt="NFRC member"> <img src="/images/trustmark.png" alt="TrustMark"></div></footer>`;
    return {
      domain,
      routes: {
        '/': doc({
          lang: 'en-GB',
          title: 'Hartley Roofing | Roofers in Leeds',
          body: `<header><a href="/"><img src="/images/logo.png" alt="Hartley Roofing"></a><nav><a href="/">Home</a> <a href="/roof-repairs.html">Roof repairs</a> <a href="/gallery.html">Gallery</a></nav></header>
<main><h1>Roofers in Leeds</h1><div class="share"><a href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fhartleyroofing.co.uk%2F">Share on Facebook</a> <a href="https://twitter.com/intent/tweet?url=https%3A%2F%2Fhartleyroofing.co.uk%2F&amp;text=Hartley%20Roofing">Tweet</a> <a href="https://www.linkedin.com/shareArticle?mini=true&amp;url=https%3A%2F%2Fhartleyroofing.co.uk">Share on LinkedIn</a></div>
<p>Members of the NFRC. Complaints about a member can be sent to info@nfrc.co.uk.</p></main>${footer}`,
        }),
        '/contact-us.html': doc({
          lang: 'en-GB',
          title: 'Contact us | Hartley Roofing',
          body: `<main><h1>Contact us</h1><ul class="contact-list"><li><a href="tel:01131234567">0113 123 4567</a></li><li><a href="mailto:enquiries%40hartleyroofing.co.uk?subject=Quote%20request&amp;body=Hi%20Hartley%20Roofing">enquiries@hartleyroofing.co.uk</a></li><li><a href="tel:07700900123">07700 900123</a></li></ul></main>${footer}`,
        }),
      },
      expected: {
        status: 'ok',
        emails: ['enquiries@hartleyroofing.co.uk'],
        socials: { twitter: 'https://x.com/HartleyRoofing', facebook: null, linkedin: null },
        decoys: { emails: ['info@nfrc.co.uk'] },
      },
    };
  },
};
