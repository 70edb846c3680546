// One LinkedIn profile per language as its owner would write it, in the panel's labelled layout (the
// labels are the extension's own, in English), each with a sender part in the same language.
import type { Language } from '../../../lib/api/language.ts';

export interface LanguageProfile {
  input: string;
  firstName: string;
  company: string;
}

export const PROFILES: Record<Language, LanguageProfile> = {
  en: {
    firstName: 'Dana',
    company: 'Northwind Logistics',
    input: `Name: Dana Whitfield
Headline: VP Operations at Northwind Logistics | Last-mile delivery at scale
Current role: VP Operations at Northwind Logistics
About: I run operations for a regional carrier with 1,200 drivers. Recently led the rollout of route planning across 14 depots.
Experience:
- VP Operations, Northwind Logistics (2021 - Present): Cut failed deliveries by 18% in the first year.

About me and my offer:
I'm Alex from Routewise. We help carriers cut empty miles with live route planning.`,
  },
  de: {
    firstName: 'Katrin',
    company: 'Nordlicht Logistik GmbH',
    input: `Name: Katrin Hoffmann
Headline: Leiterin Vertrieb bei Nordlicht Logistik | B2B-Vertrieb mit Herz und Zahlen
Current role: Leiterin Vertrieb at Nordlicht Logistik GmbH
About: Seit über zwölf Jahren baue ich Vertriebsteams im Mittelstand auf. Mir ist wichtig, dass Vertrieb und Kundenservice an einem Strang ziehen. Zuletzt haben wir den Neukundenumsatz in zwei Jahren um 40 % gesteigert.
Experience:
- Leiterin Vertrieb, Nordlicht Logistik GmbH (2019 - heute): Aufbau eines Inside-Sales-Teams mit acht Mitarbeitenden und Einführung eines neuen CRM-Systems.
- Key Account Managerin, Spedition Krüger (2013 - 2019): Betreuung von Großkunden aus Handel und Industrie.

About me and my offer:
Ich bin Jonas von Tourfix. Wir helfen Speditionen, Leerfahrten mit einer Live-Tourenplanung um bis zu 20 % zu senken.`,
  },
  fr: {
    firstName: 'Claire',
    company: 'Alpina Distribution',
    input: `Name: Claire Dubois
Headline: Directrice commerciale chez Alpina Distribution | Développement B2B en Europe du Sud
Current role: Directrice commerciale at Alpina Distribution
About: Depuis dix ans, j'accompagne des équipes commerciales dans la distribution alimentaire. J'aime construire des relations durables avec nos clients et faire grandir les équipes. En 2023, nous avons ouvert trois nouveaux marchés en Espagne et en Italie.
Experience:
- Directrice commerciale, Alpina Distribution (2020 - aujourd'hui): Pilotage d'une équipe de 25 commerciaux et lancement d'une nouvelle offre pour la grande distribution.
- Responsable grands comptes, Fromagerie Laurent (2014 - 2020): Gestion des comptes nationaux.

About me and my offer:
Je suis Thomas, fondateur de Prévia. Nous aidons les équipes commerciales à préparer leurs rendez-vous clients en deux fois moins de temps.`,
  },
  es: {
    firstName: 'Lucía',
    company: 'Grupo Meridiano',
    input: `Name: Lucía Fernández
Headline: Directora de Ventas en Grupo Meridiano | Ayudo a equipos comerciales a vender mejor
Current role: Directora de Ventas at Grupo Meridiano
About: Llevo más de diez años liderando equipos comerciales en el sector logístico. Me apasiona formar a vendedores jóvenes y medir lo que de verdad importa. El año pasado lanzamos una nueva línea de servicios para el comercio electrónico que ya supone el 30 % de la facturación.
Experience:
- Directora de Ventas, Grupo Meridiano (2020 - actualidad): Dirijo un equipo de 18 personas en Madrid y Barcelona.
- Key Account Manager, Transportes Ibéricos (2015 - 2020): Gestión de cuentas clave del sector retail.

About me and my offer:
Soy Pablo, de Rutalia. Ayudamos a empresas de transporte a reducir los kilómetros en vacío con planificación de rutas en tiempo real.`,
  },
  pt: {
    firstName: 'Ana',
    company: 'Vértice Logística',
    input: `Name: Ana Carolina Souza
Headline: Diretora Comercial na Vértice Logística | Vendas B2B e expansão de mercado
Current role: Diretora Comercial at Vértice Logística
About: Há mais de 12 anos trabalho com vendas B2B no setor de logística. Gosto de montar times comerciais que vendem com consistência e cuidam bem do cliente. No ano passado, abrimos duas novas filiais no Nordeste e dobramos a carteira de clientes na região.
Experience:
- Diretora Comercial, Vértice Logística (2019 - o momento): Lidero um time de 30 pessoas entre São Paulo e Recife.
- Gerente de Contas, TransBrasil Cargas (2013 - 2019): Atendimento a grandes contas do varejo.

About me and my offer:
Sou o Rafael, da Rotafácil. Ajudamos transportadoras a reduzir a quilometragem vazia com roteirização em tempo real.`,
  },
  ja: {
    firstName: '山田',
    company: '株式会社ミライ物流',
    input: `Name: 山田 花子
Headline: 株式会社ミライ物流 営業本部長 | 物流業界の営業改革に取り組んでいます
Current role: 営業本部長 at 株式会社ミライ物流
About: 物流業界で15年以上、法人営業に携わってきました。現在は営業本部長として、40名の営業チームを率いています。昨年はインサイドセールス部門を立ち上げ、新規商談数を前年比で1.5倍に伸ばしました。
Experience:
- 営業本部長, 株式会社ミライ物流 (2020 - 現在): 営業組織の再編とSFAの全社導入を推進。
- 営業課長, 東海運輸株式会社 (2010 - 2020): 大手小売企業向けの法人営業を担当。

About me and my offer:
株式会社ルートワークスの佐藤と申します。配送ルートの最適化により、運送会社の空車走行距離を削減するお手伝いをしています。`,
  },
};
