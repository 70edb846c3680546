// Hand cue rules for German, French and Spanish: broad phrasings of each kind of objection, matched
// on the folded words of a sentence (lexiconClauses). They are features of the learned model, not
// findings: the model weighs them against the words around them (negation, supposing clauses), so
// a cue may be broad where the model has too few examples of an idea to learn it alone.
import type { ObjectionKind } from './model.ts';

export interface LanguageCues {
  /** A kind's cues: any one matches. */
  cues: Record<ObjectionKind, RegExp[]>;
  /** For authority: an approver and a word of consent in the same sentence. */
  approver: RegExp;
  consent: RegExp;
  /**
   * Phrasings that deny a kind ("le prix n'est pas le souci", a vendor left behind): the kind's cue
   * stays silent in that sentence and the model gets a `deny:` feature to weigh instead.
   */
  denials?: Partial<Record<ObjectionKind, RegExp[]>>;
}

export const GERMAN_CUES: LanguageCues = {
  cues: {
    price: [
      /\b(?:zu|sehr|ziemlich|echt|viel|mega|richtig|recht|schon) teuer\b/,
      /\bteur(?:er|e)?\b/,
      /\bkein(?:en)? budget\b/,
      /\bbudget\b.*\b(?:ausgeschopft|aufgebraucht|weg|gekurzt|erschopft|verplant|knapp|gestrichen|eingefroren|reicht|sprengt|leer|nicht)\b/,
      /\b(?:nicht|kaum) leisten\b/,
      /\bsprengt\b/,
      /\b(?:preis|preise|kosten|gebuhr|gebuhren|lizenz\w*|rechnung)\b.*\b(?:hoch|zu viel|happig|gesalzen|heftig|stolz|uberzogen|schmerzt|weh)\b/,
      /\b(?:gunstiger|billiger)\b/,
      /\bzu viel geld\b/,
      /\brechnet sich\b/,
      /\bpreis-leistung\b/,
      /\bnicht drin\b/,
      /\bkohle\b/,
      /\bkostet\b.*\b(?:zu viel|uns|das doppelte)\b/,
      // Money that is not there, or a figure they push back on.
      /\b(?:zu hoch|happig|overpriced|nicht (?:finanzierbar|wirtschaftlich)|gibt (?:\w+ )?nicht her|kein posten|kassen (?:sind )?leer|auffressen|amortisiert|runtergehen|rabatt|nachlass|druber|zu dem preis|bei dem preis)\b/,
      /\b(?:preis\w*|kosten\w*|betrag|batzen|gebuhr\w*|setup-fee|stuckpreis|cash|marge|zahlen)\b.*\b(?:nicht|thema|problem|schwierig|viel|hoch|nie|passen)\b/,
    ],
    timing: [
      /\b(?:erst|fruhestens|fruhstens) (?:im|ab|nach|wieder|nachstes|nachsten|in|zum|dann|ende)\b/,
      /\bnachste[nsm]? (?:jahr|quartal|halbjahr|monat|saison|geschaftsjahr)\b/,
      /\b(?:gerade|momentan|derzeit|aktuell|jetzt|im moment|zurzeit) (?:\w+ ){0,3}(?:nicht|kein|keine|ungunstig|schlecht|zu viel|voll|land unter|stress)\b/,
      /\bzeitpunkt\b/,
      /\bspater\b/,
      /\b(?:verschieben|aufschieben|zuruckstellen|pausieren|auf eis|vertagen)\b/,
      /\bnach (?:der|dem|den|unserer|unserem) \w+/,
      /\bq[1-4]\b/,
      /\bkeine (?:zeit|kapazitat\w*|ressourcen|luft)\b/,
      /\bzu fruh\b/,
      /\bandere prioritat\w*\b/,
      /\bnoch (?:\w+ )?(?:laufzeit|bis)\b/,
      /\bwieder (?:melden|auf (?:sie|euch) zu)\b/,
    ],
    competitor: [
      /\b(?:wettbewerb\w*|konkurrenz\w*|mitbewerber\w*)\b/,
      /\b(?:anderen?|anderer) (?:anbieter\w*|losung\w*|tool\w*|system\w*|dienstleister\w*|plattform\w*)\b/,
      /\balternative\w*\b/,
      /\b(?:schon|bereits) (?:\w+ ){0,3}(?:im einsatz|losung|tool|system|vertrag|software|dienstleister|anbieter)\b/,
      /\b(?:haben|nutzen|verwenden|arbeiten) (?:\w+ ){0,3}(?:schon|bereits|seit)\b/,
      /\b(?:selbst gebaut|selbst gebastelt|eigene\w* losung|eigenbau|inhouse|intern entwickelt)\b/,
      /\bangebot (?:von|vom)\b/,
      /\bvergleich\w*\b/,
      /\b(?:gunstiger|billiger|besser) (?:bei|von)\b/,
      // Staying with what they have, or the group has chosen for them.
      /\b(?:wechseln|wechsle|umsteigen|weggehen|ersetzen|ausscheren|mitziehen|beim alten|dabei bleibt)\b/,
      /\b(?:zufrieden|zfriede|happy|gut aufgestellt|gut bedient|schworen auf|verheiratet|im einsatz)\b/,
      /\b(?:gesetzt|festgelegt|vorgegeben|gibt (?:\w+ ){0,3}vor|rahmenvertrag|vertraglich|gebunden|ausschreibung)\b/,
      /\b(?:im haus|selber|selbst gebaut|eigene[nms]? (?:\w+ )?(?:tool|software|entwickler\w*|team|losung)|programmiert)\b/,
      /\b(?:evaluieren|im gesprach mit|pilot|tendieren|partnerschaft|agentur|die anderen)\b/,
      /\bwas (?:konnen|kann) (?:\w+ ){0,4}nicht\b/,
      /\bunterscheidet\b/,
      // A tool they already have, named ("wir ham ja schon Gong"), or the one they will stay with.
      /\b(?:haben|ham|hab|habe|nutzen) (?:\w+ ){0,2}(?:schon|bereits|eh|ja) (?:\w+ ){0,2}(?:gong|chorus|salesforce|hubspot|pipedrive|zendesk|dynamics|sap|excel|copilot|teams)\b/,
      /\bbei (?:\w+ ){0,2}(?:bleiben|landen)\b/,
    ],
    authority: [
      /\bnicht (?:allein|alleine|ich)\b.*\bentscheid\w*\b/,
      /\bnicht (?:meine|mein) (?:entscheidung|ding)\b/,
      /\bentscheide (?:\w+ )?nicht\b/,
      /\bintern (?:\w+ )?(?:abstimmen|besprechen|klaren|abklaren)\b/,
      /\bentscheider\w*\b/,
      /\bfreigabe\b/,
      /\babsegnen\b/,
      /\bunterschrift\b/,
      // No say of their own, or the boss has to be talked to first.
      /\b(?:mitsprache\w*|reden (?:\w+ ){0,3}nicht mit)\b/,
      /\bmuss (?:\w+ ){0,4}(?:chef\w*|leitung|vorstand|geschaftsfuhr\w*)\b/,
    ],
    need: [
      /\b(?:brauchen|brauche|braucht)\b.*\b(?:nicht|kein|keine|keinen|sowas|so was)\b/,
      /\b(?:kein|keinen) (?:bedarf|mehrwert|nutzen)\b/,
      /\b(?:reicht|genugt|funktioniert|klappt|lauft|passt)\b.*\b(?:uns|gut|prima|bestens|aus|wunderbar)\b/,
      /\bwozu\b/,
      /\b(?:nicht notig|unnotig|uberflussig|uberdimensioniert|overkill|zu gross fur|zu klein)\b/,
      /\bsehe (?:\w+ ){0,3}(?:nicht|keinen|kein)\b/,
      /\b(?:zettel|papier|tabelle|whiteboard|stift)\b/,
      /\bbisher (?:\w+ ){0,3}(?:gut|problemlos|ohne)\b/,
      /\bwas (?:bringt|soll) (?:uns )?das\b/,
      // It does not fit their size or their problem.
      /\b(?:bedarf|pain point|relevant|irrelevant|lohnt|lohnen|nummer zu gross|eher (?:was )?fur|zu kompliziert|nice to have|klar so|brauch ma ned)\b/,
      /\b(?:welches problem|was bringt|bringt (?:uns|mir) (?:\w+ )?(?:wenig|nichts|nix))\b/,
      /\b(?:kaum|gar keine?n?|wenig|zu wenig|nur zwei|die paar) (?:\w+ )?(?:volumen|tickets|retouren|wartezeiten|kunden|zu optimieren|stationen|veranstaltungen)\b/,
      /\b(?:reicht|reichen) (?:\w+ )?(?:eigentlich|vollig|uns)\b/,
      // Doubt that it is needed at all, or that it helps them: said as a wonder, not a plain "no".
      /\b(?:ob|warum|wieso|weshalb) (?:\w+ ){0,5}brauch\w*\b/,
      /\bseh\w* (?:\w+ ){0,4}(?:nutzen|mehrwert|anwendungsfall|bedarf|sinn|vorteil)\b/,
      /\b(?:hilft|helfen|gebracht|verbessern|andern) (?:\w+ ){0,4}(?:nicht|nichts|nix|soll)\b/,
      /\b(?:spielerei|kanonen auf spatzen|fehl am platz|falschen adresse|vorbei|nicht so das ding|nice-to-have|must-have)\b/,
      /\b(?:lauft s|laufts|lauft) (?:ja |doch )?rund\b|\btut s\b|\bzurecht\b|\bauswendig\b/,
      /\b(?:selten|fast nur|ausnahme)\b/,
      // Said in dialect ("brauch ma ned"), or made for the big ones, not for them.
      /\bbrauch\w* (?:\w+ ){0,2}(?:nich|ned|nit|net)\b/,
      /\b(?:fur|eher fur) (?:\w+ )?(?:grosse|grossere|konzerne)\b/,
      /\b(?:z recht|zrecht|schnickschnack|firlefanz)\b|\bkeine (?:\w+ )?probleme\b/,
    ],
  },
  approver:
    /\b(?:chef\w*|geschaftsfuhr\w*|vorstand|leitung|abteilungsleiter\w*|einkauf|rechtsabteilung|betriebsrat|cfo|ceo|cto|cio|gremium|gesellschafter\w*|inhaber\w*|zentrale|konzern|vorgesetzte\w*|datenschutz\w*|it|controlling|finanzabteilung|boss|partner|aufsichtsrat|mutterkonzern|holding|personalrat)\b/,
  consent:
    /\b(?:entscheid\w*|freigabe|freigeben|absegnen|abnicken|genehmig\w*|zustimm\w*|zustimmung|abstimm\w*|absprech\w*|vorlegen|klaren|abklaren|besprech\w*|unterschreib\w*|unterschrift|okay|ok|mitreden|uberzeugen|ins boot|fragen|vorbei|letzte wort|sagen)\b/,
};

export const FRENCH_CUES: LanguageCues = {
  cues: {
    price: [
      /\b(?:trop|tres|super|vachement|assez|un peu) cher\w*\b/,
      /\bcher\w*\b/,
      /\bca pique\b/,
      /\bpas donne\b/,
      /\bbudget\w*\b.*\b(?:consomme|epuise|serre|boucle|limite|sabre|rabote|coupe|gele|depasse|plus|pas|vide|fige|reduit)\b/,
      /\b(?:pas|plus) (?:le |de |d )?budget\b/,
      /\bhors budget\b/,
      /\bau dessus\b/,
      /\bpas les moyens\b/,
      /\bmoins cher\b/,
      /\b(?:tarif\w*|prix|cout\w*|frais|licence\w*|abonnement|montant|facture|devis)\b/,
      /\brapport qualite\b/,
      /\b(?:enveloppe|credits|balles|rentab\w*)\b/,
      /\bpayer\b/,
    ],
    timing: [
      /\bplus tard\b/,
      /\bpas (?:le bon )?moment\b/,
      /\b(?:mauvais|bon) moment\b/,
      /\bpas maintenant\b/,
      /\bpour (?:l instant|le moment)\b/,
      /\ben ce moment\b/,
      /\brentree\b/,
      /\b(?:l an|l annee) prochaine?\b/,
      /\b(?:trimestre|semestre|exercice|mois) prochain\b/,
      /\bprochain (?:trimestre|semestre|exercice)\b/,
      /\bapres (?:l|la|le|les|notre|nos|ce|cette) \w+/,
      /\bpas avant\b/,
      /\b(?:report\w*|repouss\w*|decal\w*|reprendre contact|revenir vers)\b/,
      /\b(?:debord\w*|pas le temps|sous l eau|charrette|rush|pic d activite)\b/,
      /\bpriorit\w*\b/,
      /\b(?:calendrier|timing|d ici)\b/,
      // A month alone is a date, not a delay: only one the talk is put off to or until.
      /\b(?:avant|apres|jusqu|d ici|a partir|dans) (?:\w+ ){0,2}(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|# mois|six mois|quelques mois)\b/,
      /\b(?:on verra|attendr\w*|on attend|sur la glace|tombe mal|on (?:en )?reparle\w*|on y reviendra|remettez)\b/,
      /\b(?:trop tot|un peu tot|pas encore murs?|satur\w*|blinde|bouche|en plein\w*|au milieu d\w*|pas une minute|souffler)\b/,
    ],
    competitor: [
      /\bconcurren\w*\b/,
      /\b(?:autre|autres) (?:fournisseur|prestataire|solution|outil|editeur|offre|logiciel|plateforme)s?\b/,
      /\bdeja (?:\w+ ){0,3}(?:outil|solution|logiciel|contrat|prestataire|fournisseur|sous|avec|chez|equipe|equipes)\b/,
      /\bon (?:est|a) deja\b/,
      /\bcontrat\b/,
      /\b(?:en interne|fait maison|maison|developpe nous memes|nos propres)\b/,
      /\bexcel\b/,
      /\bcompar\w*\b/,
      /\bchez \w+\b/,
      /\bhabitue\w*\b/,
    ],
    authority: [
      /\bpas (?:moi|a moi) qui\b/,
      /\bje ne (?:decide|signe|valide) pas\b/,
      /\bpas (?:le |la )?decisionnaire\b/,
      /\bdecideur\w*\b/,
      /\bfeu vert\b/,
      /\bvalidation\b/,
      /\ben (?:parler|discuter) (?:en interne|avec)\b/,
    ],
    need: [
      /\bpas besoin\b/,
      /\bpas (?:vraiment |forcement |tellement |tres )?(?:utile|necessaire|indispensable|pertinent)\b/,
      /\bsuffi\w*\b/,
      /\b(?:marche|fonctionne|tourne|convient) (?:\w+ ){0,2}(?:tres )?bien\b/,
      /\b(?:a quoi bon|pourquoi faire|a quoi (?:ca|cela|ca nous))\b/,
      /\b(?:utilite|interet|valeur ajoutee)\b/,
      /\busine a gaz\b/,
      /\b(?:trop|tout) (?:petit|petite|petits|petites)\b/,
      /\bon (?:s en sort|se debrouille|s en sortait|fait tres bien)\b/,
      /\bvois pas\b/,
      /\b(?:gadget|superflu|luxe)\b/,
      /\b(?:papier|tableur|cahier|post-it)\b/,
      // What it would bring them, doubted; or it does not fit them.
      /\b(?:servir\w*|sert) (?:\w+ ){0,2}(?:a rien|pas|a quoi|a grand)\b|\ba quoi (?:\w+ ){0,2}servir\w*\b/,
      /\b(?:correspond\w*|colle) (?:\w+ )?pas\b/,
      /\b(?:changerait|apporterait|gagnerait)\b/,
      // Whether it would serve at all; made for big teams while they are a handful, or already good.
      /\b(?:servir|servirait|serve)\b/,
      /\b(?:pense|concu|fait) pour (?:les |des )?(?:gros|grosses|grandes|grands)\b|\b(?:gros|grosses|grandes) (?:equipes|structures|entreprises|boites)\b/,
      /\bon est (?:que |seulement )?(?:#|deux|trois|quatre|cinq|six)\b/,
      /\bdeja (?:bons|bien|rodes|au point)\b/,
    ],
  },
  approver:
    /\b(?:patron\w*|chef|cheffe|direction|directeur\w*|directrice\w*|dg|daf|dsi|pdg|conseil|comite|juridique|achats|hierarchie|associe\w*|siege|groupe|president\w*|gerant\w*|boss|cse|rh|maison mere|n 1|codir|comex|responsable\w*|proprietaire\w*|mairie|ministere|rectorat|elus)\b/,
  consent:
    /\b(?:valid\w*|approuv\w*|decid\w*|decision\w*|sign\w*|accord|feu vert|arbitr\w*|voir avec|en parler|passer par|soumettre|presenter|convaincre|avis|aval|dernier mot|donner son|ok)\b/,
  denials: {
    price: [
      // Not expensive, or the price is fine ("le prix n'est pas le souci", "le tarif ça nous va").
      /\bpas (?:si |trop |tres |vraiment |du tout )?cher\b|\b(?:pas|ne dis pas) que c est (?:trop )?cher\b/,
      /\b(?:prix|tarif|cout|couts|budget|montant)\b.*\b(?:ca (?:nous )?va(?! pas)|correct|raisonnable|abordable|(?:pas|n est pas|jamais ete) (?:le|un|notre) (?:souci|probleme|sujet|frein)|c est rien)\b|\b(?:argent|budget) (?:il )?est la\b/,
      /\b(?:prix|tarif|cout|couts|budget|montant)\b.*\b(?:pas|n est pas) (?:\w+ ){0,2}(?:ca|ce) qui\b/,
      // Within the budget, a budget approved or grown, or cheaper than what they paid before.
      /\b(?:rentre|tient|c est|est) (?:bien |nickel |pile |largement )?dans (?:l enveloppe|le budget|la fourchette|nos moyens)\b|\ben.dessous de ce qu|\bon y gagne\b/,
      /\bcorrespond (?:\w+ ){0,2}a ce qu on avait\b|\bbudget (?:\w+ ){0,2}(?:a augmente|valide|approuve|debloque|accorde|vote)\b|\bon a (?:de la marge|le budget)\b/,
    ],
    timing: [
      // The moment suits them.
      /\b(?:ca tombe (?:bien|pile)|tombe a pic|(?:arrive|tombe) (?:\w+ )?au bon moment|pile au bon moment|(?:on a|avons|degage) (?:\w+ )?du temps|pas presses)\b/,
    ],
    authority: [
      // The speaker decides, or the approver has already agreed.
      /\bc est moi qui (?:signe|decide|valide|tranche)\b|\bje decide seul\b|\bdecideur final\b/,
      /\bdeja (?:\w+ )?(?:convaincu\w*|donne son accord|valide)\b|(?<!\bsi (?:\w+ ){0,2})\b(?:est|sont) d accord\b/,
      /\b(?:a|ont|a ete|ont ete) (?:deja |bien )?(?:valide|approuve)e?s?\b|\bsigne le bon de commande\b/,
    ],
    competitor: [
      // A vendor left behind, or a contract with one that ends.
      /\b(?:ancien|ancienne|precedent|precedente)s? (?:fournisseur|prestataire|outil|logiciel|editeur|solution|systeme|crm)\b/,
      /\b(?:contents?|ravis|soulages) d avoir (?:migre|change|quitte)\b|\b(?:on a|on l a|avons) (?:\w+ )?(?:quitte|resilie|lache|abandonne)\b/,
      /\bcontrat (?:\w+ ){0,4}(?:se termine|arrive a (?:son )?terme|expire|prend fin)\b|\bne (?:le |la |les )?renouvel\w* pas\b/,
    ],
  },
};

export const SPANISH_CUES: LanguageCues = {
  cues: {
    price: [
      /\bcar(?:o|a|os|as|isimo|isima|isimos)\b/,
      /\bpresupuesto\w*\b/,
      /\bprecio\w*\b/,
      /\bcuest(?:a|an|aria)\b/,
      /\bcost(?:o|e|os|es)\b/,
      /\b(?:plata|lana|dinero|pasta|guita)\b/,
      /\bno (?:nos |me )?(?:alcanza|llegamos|llega|da)\b/,
      /\bmas barat\w*\b/,
      /\b(?:descuento|tarifa\w*|cotizacion\w*|numeros?|cifra|margen\w*|partida|budget|pricing|fee|licencia\w*|cuota)\b/,
      /\bno (?:me |nos )?(?:sale a cuenta|cuadra|compensa|renta)\b/,
      /\bpagar\b/,
      /\binalcanzable\b/,
    ],
    timing: [
      /\bahora no\b/,
      /\bno es (?:el )?(?:buen |mejor )?momento\b/,
      /\bmas adelante\b/,
      /\bdespues de\b/,
      /\b(?:el|la) (?:ano|trimestre|mes|semestre|temporada) (?:que viene|proxim[oa])\b/,
      /\bproxim[oa] (?:ano|trimestre|mes|semestre|temporada)\b/,
      /\bhasta (?:\w+ ){0,2}(?:enero|febrero|marzo|abril|septiembre|octubre|noviembre|que|el|la|despues|fin|final)\b/,
      /\b(?:ahorita|ahora mismo|en este momento|por ahora|de momento|por el momento|este ano no)\b/,
      /\b(?:posponer|aplazar|retomar|dejarlo para|dejemoslo|postergar|esperar)\b/,
      /\b(?:temporada|cierre|auditoria|migracion|mudanza|vacaciones)\b/,
      /\bno tenemos (?:tiempo|cabeza|capacidad)\b/,
      /\b(?:prioridad\w*|q[1-4])\b/,
      /\b(?:enero|febrero|marzo|septiembre|octubre)\b/,
    ],
    competitor: [
      /\bcompetencia\b/,
      /\bcompetidor\w*\b/,
      /\b(?:otro|otra|otros|otras) (?:proveedor\w*|herramienta\w*|solucion\w*|sistema\w*|opcion\w*|plataforma\w*|empresa\w*|software)\b/,
      /\bya (?:\w+ ){0,3}(?:tenemos|usamos|trabajamos|contratamos|estamos|pagamos|firmamos|utilizamos)\b/,
      /\bcontrato\b/,
      /\b(?:interno|propio|propia|in house|casero)\b/,
      /\bexcel\b/,
      /\bcompar\w*\b/,
      /\bcambiar\b/,
      /\bacostumbrad\w*\b/,
      // Another vendor in the running, or a tool the group already set.
      /\b(?:evaluando|prueba piloto|piloto|inclinando|nos ofrece|renovamos|en lugar de|la misma empresa)\b/,
      /\b(?:herramienta (?:interna|corporativa)|desarrollo a medida|lo programa|lo montemos|matriz|imponer|agencia|distribuidor)\b/,
      /\bya (?:\w+ ){0,2}(?:cubrimos|nos da|usa|usan|hay|conocemos|dominan)\b/,
    ],
    authority: [
      /\bno (?:soy|decido) (?:yo )?(?:quien|el que|la que)\b/,
      /\bno depende de mi\b/,
      /\bno me toca\b/,
      /\bvisto bueno\b/,
      /\bluz verde\b/,
      /\bno (?:puedo|podemos) (?:firmar|decidir|aprobar)\b/,
    ],
    need: [
      /\bno (?:lo |la |le )?necesit\w*\b/,
      /\bno (?:nos )?hace falta\b/,
      /\bpara que (?:\w+ ){0,3}(?:quiero|queremos|querria|necesit\w*|sirve)\b/,
      /\b(?:nos|me) (?:va|funciona|arreglamos|apanamos|sirve) (?:\w+ )?bien\b/,
      /\b(?:basta|suficiente|sobra)\b/,
      /\bno (?:le )?veo (?:\w+ ){0,2}(?:valor|utilidad|sentido|necesidad|para que)\b/,
      /\bno (?:me |nos )?convence\b/,
      /\bdemasiado (?:grande|complejo|complicado|para)\b/,
      /\b(?:pequen\w*|chiquit\w*)\b/,
      /\b(?:papel|hoja de calculo|whatsapp|a mano|libreta)\b/,
      /\bmatar moscas\b/,
      // It does not fit them, or nothing hurts today.
      /\bencaj\w*\b/,
      /\bno (?:\w+ ){0,3}(?:aporta\w*|pinta|cubre|justifica|sirve|usariamos|vamos a usar)\b/,
      /\bno (?:lo |le )?veo\b/,
      /\b(?:ningun dolor|ninguna queja|ese problema|nice to have|no es lo nuestro|no es prioridad|no tiene sentido|poca aplicacion)\b/,
      /\bque (?:me |nos )?(?:aporta|cambia|resolveria|ganaria)\b/,
      /\b(?:vamos bien|va bien|funciona|se apanan|nos apanamos|nos cubre|somos (?:\w+ ){0,2}personas|tan simple|vamos sobrados)\b/,
      /\b(?:haga falta|nos falta|ni lo necesito|mas de lo que necesitamos)\b/,
      /\b(?:sentido|justific\w*|caso de uso|nos duela|dolor|cuello de botella|pensado para|buscando un problema|no nos ayuda|casi (?:no|nadie)|bajisimo|resuelto|resuelve)\b/,
    ],
  },
  approver:
    /\b(?:jefe|jefa|jefes|gerente|gerencia|director\w*|direccion|junta|consejo|comite|legal|juridico|compras|finanzas|socio\w*|dueno\w*|duena|sede|matriz|corporativo|ti|sistemas|cfo|ceo|cto|patron\w*|el de \w+|la de \w+|administracion|cooperativa|rector\w*|ministerio|central)\b/,
  consent:
    /\b(?:aprob\w*|decid\w*|decision\w*|firm\w*|visto bueno|autoriz\w*|consult\w*|ver(?:lo)? con|hablar(?:lo)? con|pasar(?:lo)? por|present\w*|convencer|valid\w*|luz verde|ok|opin\w*|ultima palabra|tiene que ver)\b/,
};
