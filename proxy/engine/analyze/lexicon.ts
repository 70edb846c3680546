// What the objection model needs to know of German, French and Spanish besides their words:
// which words negate the rest of their clause, which openers only suppose something, which
// conjunctions start a new clause, and broad word classes so that a word the build data never
// paired with a kind still counts through its class. Written accent-free, as `fold` gives words.
import { FRENCH_CUES, GERMAN_CUES, type LanguageCues, SPANISH_CUES } from './lexicon-cues.ts';
import { fold, stemFrench, stemGerman, stemSpanish } from './stemmers.ts';

export interface Lexicon {
  stem: (word: string) => string;
  negators: ReadonlySet<string>;
  /** Clause openers that only suppose something. */
  supposing: RegExp;
  /** Conjunctions that start a new clause ("aber", "mais", "pero"). */
  clauseBreak: RegExp;
  /** Each class's words, surface forms: stemmed when the lexicon is built. */
  classes: Record<string, readonly string[]>;
  cues: LanguageCues;
}

const GERMAN: Lexicon = {
  stem: stemGerman,
  cues: GERMAN_CUES,
  negators: new Set(
    'nicht,nich,ned,net,nit,kein,keine,keinen,keinem,keiner,keines,nie,niemals,nichts,nix,niemand,ohne,weder,kaum'.split(
      ',',
    ),
  ),
  supposing: /^(?:wenn|falls|sofern|ob|angenommen|selbst wenn|auch wenn|gesetzt den fall)\b/,
  clauseBreak: /\s+(?=(?:aber|sondern|jedoch|allerdings)\s)/,
  classes: {
    money:
      'preis,preise,pricing,kosten,kostet,teuer,budget,geld,euro,€,franken,gebuhr,gebuhren,lizenz,lizenzen,rechnung,zahlen,bezahlen,leisten,investition,billiger,gunstiger,summe,betrag,etat,mittel,ausgaben,tarif,rabatt,kohle,tausend,hundert,monatlich,jahrlich'.split(
        ',',
      ),
    later:
      'spater,nachstes,nachsten,nachste,quartal,jahr,monat,monate,woche,wochen,januar,fruhjahr,sommer,herbst,winter,urlaub,erst,fruhestens,moment,zeit,zeitpunkt,derzeit,aktuell,momentan,gerade,verschieben,warten,abwarten,q1,q2,q3,q4,timing,kapazitat,kapazitaten,einfuhrung,umstellung,migration,go-live,saison,jahresende,sobald,bis'.split(
        ',',
      ),
    vendor:
      'anbieter,losung,tool,software,plattform,system,wettbewerber,konkurrenz,alternative,alternativen,vertrag,bereits,schon,andere,anderen,anderer,eigene,eigenen,selbst,intern,inhouse,wechseln,vergleichen,angebote,dienstleister,partner,excel,salesforce,hubspot,sap,personio,datev,teams,gong,chorus,pipedrive,zendesk,dynamics,copilot,aircall,dialpad'.split(
        ',',
      ),
    approver:
      'chef,chefin,geschaftsfuhrer,geschaftsfuhrung,vorstand,leitung,abteilungsleiter,einkauf,rechtsabteilung,betriebsrat,entscheiden,entscheidet,entscheidung,freigabe,freigeben,genehmigen,genehmigung,zustimmen,abstimmen,absprechen,abklaren,unterschreiben,entscheider,cfo,ceo,cto,it,gremium,gesellschafter,inhaber,vorgesetzten,konzern,zentrale,datenschutz'.split(
        ',',
      ),
    doubt:
      'brauchen,brauche,braucht,bedarf,notig,notwendig,reicht,reichen,genugt,funktioniert,klappt,problem,nutzen,mehrwert,lohnt,sinn,klein,manuell,zettel,tabelle,wozu,warum,uberzeugt,uberzeugen,sehe,eigentlich'.split(
        ',',
      ),
  },
};

const FRENCH: Lexicon = {
  stem: stemFrench,
  cues: FRENCH_CUES,
  negators: new Set('ne,n,pas,jamais,rien,aucun,aucune,sans,ni,guere,nullement,nulle'.split(',')),
  supposing: /^(?:si|s il|s ils|au cas ou|a supposer|meme si|en supposant|a moins que|a moins qu|pour peu que)\b/,
  clauseBreak: /\s+(?=(?:mais|sauf que|par contre|cependant|pourtant)\s)/,
  classes: {
    money:
      'prix,cher,chere,chers,cout,coute,couts,budget,budgets,argent,euros,euro,€,tarif,tarifs,pricing,frais,licence,licences,facture,payer,paye,investissement,enveloppe,credits,montant,balles,abonnement,devis,rentable,remise,onereux,mille,cents'.split(
        ',',
      ),
    later:
      'tard,prochain,prochaine,trimestre,annee,an,mois,semaine,semaines,janvier,septembre,rentree,printemps,ete,automne,hiver,vacances,moment,temps,attendre,reporter,repousser,apres,ensuite,maintenant,actuellement,periode,chantier,deploiement,migration,timing,calendrier,quand,fin,jusqu,debut'.split(
        ',',
      ),
    vendor:
      'fournisseur,prestataire,solution,outil,logiciel,plateforme,concurrent,concurrence,alternative,contrat,deja,autre,autres,interne,maison,comparer,changer,partenaire,excel,offre,editeur,salesforce,hubspot,sap'.split(
        ',',
      ),
    approver:
      'patron,chef,direction,directeur,directrice,dg,daf,dsi,pdg,conseil,comite,juridique,achats,validation,valider,valide,approuver,decider,decision,signer,accord,hierarchie,associes,siege,arbitrage,groupe,service,rh,cse,president,gerant,boss'.split(
        ',',
      ),
    doubt:
      'besoin,utile,necessaire,suffit,suffisant,marche,fonctionne,probleme,interet,valeur,apporter,apporte,petit,petite,manuel,tableur,papier,pourquoi,convaincu,sert,vraiment,franchement'.split(
        ',',
      ),
  },
};

const SPANISH: Lexicon = {
  stem: stemSpanish,
  cues: SPANISH_CUES,
  negators: new Set('no,nunca,jamas,nada,nadie,ningun,ninguna,ninguno,sin,ni,tampoco'.split(',')),
  supposing: /^(?:si|en caso de|suponiendo|a menos que|por si|salvo que|siempre que)\b/,
  clauseBreak: /\s+(?=(?:pero|sino|aunque|sin embargo)\s)/,
  classes: {
    money:
      'precio,precios,caro,cara,caros,costo,coste,cuesta,presupuesto,dinero,euros,€,pesos,dolares,lana,plata,tarifa,licencia,licencias,factura,pagar,inversion,barato,cuota,cifra,monto,suscripcion,descuento,mil,mensual,pricing'.split(
        ',',
      ),
    later:
      'despues,luego,proximo,proxima,trimestre,ano,mes,meses,semana,semanas,enero,septiembre,verano,otono,invierno,primavera,vacaciones,momento,tiempo,ahora,esperar,posponer,aplazar,hasta,tras,cierre,temporada,migracion,implementacion,timing,cuando,fin,adelante'.split(
        ',',
      ),
    vendor:
      'proveedor,solucion,herramienta,plataforma,sistema,software,competencia,competidor,alternativa,contrato,ya,otro,otra,otros,otras,interno,propia,propio,cambiar,comparar,socio,excel,oferta,propuesta,salesforce,hubspot,sap'.split(
        ',',
      ),
    approver:
      'jefe,jefa,gerente,director,directora,direccion,junta,consejo,comite,legal,juridico,compras,aprobacion,aprobar,decidir,decision,firmar,socios,dueno,sede,matriz,finanzas,corporativo,ti,sistemas,visto,bueno,autorizacion,autorizar'.split(
        ',',
      ),
    doubt:
      'necesitar,necesitamos,necesito,necesidad,necesario,util,basta,suficiente,funciona,problema,valor,aporta,pequeno,manual,papel,convencido,sirve,realmente'.split(
        ',',
      ),
  },
};

export const LEXICONS = { de: GERMAN, fr: FRENCH, es: SPANISH } as const;
export type LexiconLanguage = keyof typeof LEXICONS;

/** Each stem's classes in one lexicon. */
export function classesByStem(lexicon: Lexicon): Map<string, string[]> {
  const byStem = new Map<string, string[]>();
  for (const [name, words] of Object.entries(lexicon.classes))
    for (const word of words) {
      const stem = lexicon.stem(fold(word));
      const names = byStem.get(stem) ?? [];
      if (!names.includes(name)) byStem.set(stem, [...names, name]);
    }
  return byStem;
}
