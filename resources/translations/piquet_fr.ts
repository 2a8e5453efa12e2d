<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en_GB">
    <context>
        <name>App</name>
        <message>
            <source>expected a whole number, not {text!r}</source>
            <translation>un nombre entier est attendu, pas {text!r}</translation>
        </message>
        <message>
            <source>expected a number of moves &gt;= 0, not {value}</source>
            <translation>un nombre de coups &gt;= 0 est attendu, pas {value}</translation>
        </message>
        <message>
            <source>Start {app}.</source>
            <translation>Lancer {app}.</translation>
        </message>
        <message>
            <source>a saved partie (.piquet) to open</source>
            <translation>une partie enregistrée (.piquet) à ouvrir</translation>
        </message>
        <message>
            <source>make your next N decisions automatically (greedy player), then wait</source>
            <translation>prendre automatiquement vos N prochaines décisions (joueur glouton), puis attendre</translation>
        </message>
        <message>
            <source>play a few moves offscreen (or open FILE), draw the window once and exit (0 when all is well)</source>
            <translation>jouer quelques coups hors écran (ou ouvrir FILE), dessiner la fenêtre une fois et quitter (0 si tout va bien)</translation>
        </message>
        <message>
            <source>with --self-test: open the sample partie shipped with the app</source>
            <translation>avec --self-test : ouvrir la partie d'exemple fournie avec l'application</translation>
        </message>
        <message>
            <source>with --self-test: also have an AI worker process solve a position</source>
            <translation>avec --self-test : faire aussi résoudre une position par un processus de calcul de l'ordinateur</translation>
        </message>
        <message>
            <source>with --self-test: save the window drawn as a PNG image at PATH</source>
            <translation>avec --self-test : enregistrer la fenêtre dessinée en image PNG à PATH</translation>
        </message>
        <message>
            <source>--screenshot only works with --self-test</source>
            <translation>--screenshot ne fonctionne qu'avec --self-test</translation>
        </message>
        <message>
            <source>{flag} only works with --self-test</source>
            <translation>{flag} ne fonctionne qu'avec --self-test</translation>
        </message>
        <message>
            <source>--sample opens the shipped sample partie: give no FILE</source>
            <translation>--sample ouvre la partie d'exemple fournie : ne donnez pas de FILE</translation>
        </message>
        <message>
            <source>not a partie record file: {file} is not an ordinary file</source>
            <translation>pas un fichier de partie : {file} n'est pas un fichier ordinaire</translation>
        </message>
        <message>
            <source>no such file: {file}</source>
            <translation>fichier introuvable : {file}</translation>
        </message>
        <message>
            <source>Piquet is already running: {file} opens in its window.</source>
            <translation>Piquet est déjà lancé : {file} s'ouvre dans sa fenêtre.</translation>
        </message>
        <message>
            <source>Piquet is already running: its window comes forward.</source>
            <translation>Piquet est déjà lancé : sa fenêtre passe au premier plan.</translation>
        </message>
    </context>
    <context>
        <name>DecisionKinds</name>
        <message>
            <source>carte_blanche</source>
            <translation>cartes blanches</translation>
        </message>
        <message>
            <source>exchange</source>
            <translation>écart</translation>
        </message>
        <message>
            <source>call</source>
            <translation>annonce</translation>
        </message>
        <message>
            <source>answer</source>
            <translation>réponse</translation>
        </message>
        <message>
            <source>talon_choice</source>
            <translation>choix au talon</translation>
        </message>
        <message>
            <source>play</source>
            <translation>jeu</translation>
        </message>
    </context>
    <context>
        <name>Numbers</name>
        <message>
            <source>{percent}%</source>
            <translation>{percent} %</translation>
        </message>
    </context>
    <context>
        <name>PiquetAdvise</name>
        <message>
            <source>Advice on a Piquet decision: the recommended action and its alternatives.</source>
            <translation>Conseil sur une décision au piquet : l'action recommandée et ses alternatives.</translation>
        </message>
        <message>
            <source>the level whose choice is recommended, from: {levels} (default: master when installed)</source>
            <translation>le niveau dont le choix est recommandé, parmi : {levels} (par défaut : master s'il est installé)</translation>
        </message>
        <message>
            <source>seed of the sampling (default: 0)</source>
            <translation>graine du tirage (par défaut : 0)</translation>
        </message>
        <message>
            <source>sampled worlds behind the play's values (default 24) and the exchange's chances of improving (default 32; its values are the level's own)</source>
            <translation>mondes tirés derrière les valeurs du jeu de la carte (24 par défaut) et les chances d'amélioration de l'écart (32 par défaut ; ses valeurs sont celles du niveau)</translation>
        </message>
        <message>
            <source>print the advice as JSON</source>
            <translation>afficher le conseil en JSON</translation>
        </message>
        <message>
            <source>which cards to discard from a hand you type</source>
            <translation>quelles cartes écarter d'une main que vous tapez</translation>
        </message>
        <message>
            <source>your 12 cards, e.g. "AS KS 10S 9H ..."</source>
            <translation>vos 12 cartes, par exemple « AS KS 10S 9H ... »</translation>
        </message>
        <message>
            <source>change a rule option</source>
            <translation>changer une option des règles</translation>
        </message>
        <message>
            <source>partie score (0,0)</source>
            <translation>score de la partie (0,0)</translation>
        </message>
        <message>
            <source>deal number (default 1)</source>
            <translation>numéro de la donne (1 par défaut)</translation>
        </message>
        <message>
            <source>the level that discards first when you are younger (default: greedy)</source>
            <translation>le niveau qui écarte le premier quand vous êtes dernier (par défaut : greedy)</translation>
        </message>
        <message>
            <source>the next decision of a saved partie</source>
            <translation>la prochaine décision d'une partie enregistrée</translation>
        </message>
        <message>
            <source>a partie record (.piquet)</source>
            <translation>un fichier de partie (.piquet)</translation>
        </message>
        <message>
            <source>--score expects two numbers, yours first: ME,OPPONENT, not {text!r}</source>
            <translation>--score attend deux nombres, le vôtre d'abord : ME,OPPONENT, pas {text!r}</translation>
        </message>
        <message>
            <source>--score cannot be negative</source>
            <translation>--score ne peut pas être négatif</translation>
        </message>
        <message>
            <source>{flag}: {error}</source>
            <translation>{flag} : {error}</translation>
        </message>
        <message>
            <source>{level}'s estimate of your net points for the deal</source>
            <translation>l'estimation par {level} de vos points nets sur la donne</translation>
        </message>
        <message>
            <source>{level}'s estimate of the partie's final margin (it plays to the score)</source>
            <translation>l'estimation par {level} de la marge finale de la partie (il joue au score)</translation>
        </message>
        <message>
            <source>{level}'s estimate of your chance of winning the partie, times 400</source>
            <translation>l'estimation par {level} de vos chances de gagner la partie, multipliées par 400</translation>
        </message>
        <message>
            <source>the static judgement of the kept cards, in rough points</source>
            <translation>le jugement statique des cartes gardées, en points approximatifs</translation>
        </message>
        <message numerus="yes">
            <source>over the %n world(s) it sampled</source>
            <translation>
                <numerusform>sur le %n monde qu'il a tiré</numerusform>
                <numerusform>sur les %n mondes qu'il a tirés</numerusform>
            </translation>
        </message>
        <message>
            <source>as {level} judges its discards</source>
            <translation>comme {level} juge ses écarts</translation>
        </message>
        <message>
            <source>as novice and casual judge discards ({level} weighs none)</source>
            <translation>comme novice et casual jugent les écarts ({level} n'en pèse aucun)</translation>
        </message>
        <message numerus="yes">
            <source>point/seq./set: chance of holding better than now, over %n sampled talon(s)</source>
            <translation>
                <numerusform>point/séq./q.-t. : chance d'avoir mieux qu'à présent, sur %n talon tiré</numerusform>
                <numerusform>point/séq./q.-t. : chance d'avoir mieux qu'à présent, sur %n talons tirés</numerusform>
            </translation>
        </message>
        <message>
            <source>value: {what},
         {how}</source>
            <translation>valeur : {what},
           {how}</translation>
        </message>
        <message>
            <source>action</source>
            <translation>action</translation>
        </message>
        <message>
            <source>value</source>
            <translation>valeur</translation>
        </message>
        <message>
            <source>point</source>
            <comment>the declaration category, a column heading</comment>
            <translation>point</translation>
        </message>
        <message>
            <source>seq.</source>
            <comment>the sequence, a column heading</comment>
            <translation>séq.</translation>
        </message>
        <message>
            <source>set</source>
            <comment>the quatorzes and trios, a column heading</comment>
            <translation>q.-t.</translation>
        </message>
        <message>
            <source>Advice for seat {seat} ({kind}, {level}): {sentence}</source>
            <translation>Conseil pour la place {seat} ({kind}, {level}) : {sentence}</translation>
        </message>
        <message>
            <source>(play solved)</source>
            <translation>(jeu résolu)</translation>
        </message>
        <message numerus="yes">
            <source>(%n world(s) only)</source>
            <translation>
                <numerusform>(%n monde seulement)</numerusform>
                <numerusform>(%n mondes seulement)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>value: your net points from here to the end of the play, mean over %n sampled hand(s) of the opponent</source>
            <translation>
                <numerusform>valeur : vos points nets d'ici la fin du jeu de la carte, en moyenne sur %n main tirée de l'adversaire</numerusform>
                <numerusform>valeur : vos points nets d'ici la fin du jeu de la carte, en moyenne sur %n mains tirées de l'adversaire</numerusform>
            </translation>
        </message>
        <message>
            <source>--worlds must be at least 1, not {worlds}</source>
            <translation>--worlds doit valoir au moins 1, pas {worlds}</translation>
        </message>
        <message>
            <source>cannot use {file}: {error}</source>
            <translation>impossible d'utiliser {file} : {error}</translation>
        </message>
        <message>
            <source>no player is to act: the partie in {file} is over</source>
            <translation>aucun joueur n'a la main : la partie de {file} est finie</translation>
        </message>
        <message>
            <source>no player is to act: the partie in {file} waits for the cards to be dealt</source>
            <translation>aucun joueur n'a la main : la partie de {file} attend que les cartes soient données</translation>
        </message>
        <message>
            <source>piquet-advise: interrupted</source>
            <translation>piquet-advise : interrompu</translation>
        </message>
    </context>
    <context>
        <name>PiquetArena</name>
        <message>
            <source>Play computer players against each other in mirrored deal pairs and mirrored parties, and rate them.</source>
            <translation>Faire jouer des joueurs de l'ordinateur les uns contre les autres en paires de donnes et en parties en miroir, et les classer.</translation>
        </message>
        <message>
            <source>player names, comma-separated, from: {players}; two names, or any number with --round-robin (default: %(default)s)</source>
            <translation>noms des joueurs, séparés par des virgules, parmi : {players} ; deux noms, ou autant qu'on veut avec --round-robin (par défaut : %(default)s)</translation>
        </message>
        <message>
            <source>play every pairing among the listed players</source>
            <translation>jouer toutes les rencontres entre les joueurs donnés</translation>
        </message>
        <message>
            <source>parties per pairing, in mirrored pairs (default: 10)</source>
            <translation>parties par rencontre, en paires en miroir (par défaut : 10)</translation>
        </message>
        <message>
            <source>mirrored deal pairs per pairing (default: 100)</source>
            <translation>paires de donnes en miroir par rencontre (par défaut : 100)</translation>
        </message>
        <message>
            <source>at most N deal pairs in the pairings NAME plays (repeatable), for a slow level</source>
            <translation>au plus N paires de donnes dans les rencontres que joue NAME (répétable), pour un niveau lent</translation>
        </message>
        <message>
            <source>score situation of the deal pairs: 'partie' plays pair i as deal 1 + i mod 6 of a greedy partie, 'fresh' every pair as deal 1 at 0-0 (default: partie)</source>
            <translation>situation de score des paires de donnes : « partie » joue la paire i comme donne 1 + i mod 6 d'une partie de greedy, « fresh » chaque paire comme donne 1 à 0-0 (par défaut : partie)</translation>
        </message>
        <message>
            <source>base seed (default: 0)</source>
            <translation>graine de base (par défaut : 0)</translation>
        </message>
        <message>
            <source>worker processes (default: the number of CPUs; 1 plays in this process)</source>
            <translation>processus de calcul (par défaut : le nombre de processeurs ; 1 joue dans ce processus)</translation>
        </message>
        <message>
            <source>rule preset (default: rubicon)</source>
            <translation>règles prédéfinies (par défaut : rubicon)</translation>
        </message>
        <message>
            <source>change one rule option of the preset, e.g. deck=36 (repeatable)</source>
            <translation>changer une option des règles prédéfinies, par exemple deck=36 (répétable)</translation>
        </message>
        <message>
            <source>save every partie as DIR/partie-NNNN.piquet (round robin: DIR/A-vs-B/partie-NNNN.piquet)</source>
            <translation>enregistrer chaque partie sous DIR/partie-NNNN.piquet (toutes rencontres : DIR/A-vs-B/partie-NNNN.piquet)</translation>
        </message>
        <message>
            <source>keep finished deal pairs and parties in FILE (JSON lines) and reuse them when the same run is started again; delete it when the players change</source>
            <translation>garder les paires de donnes et les parties finies dans FILE (lignes JSON) et les reprendre quand la même série est relancée ; l'effacer quand les joueurs changent</translation>
        </message>
        <message>
            <source>report progress and the run time on stderr</source>
            <translation>indiquer l'avancement et la durée sur stderr</translation>
        </message>
        <message>
            <source>print the summary as JSON</source>
            <translation>afficher le bilan en JSON</translation>
        </message>
        <message>
            <source>print the tables as Markdown (for docs/AI.md)</source>
            <translation>afficher les tableaux en Markdown (pour docs/AI.md)</translation>
        </message>
        <message>
            <source>print the summary saved by an earlier --json run (as text, or with --markdown)</source>
            <translation>afficher le bilan enregistré par une série --json antérieure (en texte, ou avec --markdown)</translation>
        </message>
        <message>
            <source>--players expects names separated by commas, not {text!r}</source>
            <translation>--players attend des noms séparés par des virgules, pas {text!r}</translation>
        </message>
        <message>
            <source>--round-robin needs at least two names in --players</source>
            <translation>--round-robin demande au moins deux noms dans --players</translation>
        </message>
        <message>
            <source>--round-robin needs different names in --players</source>
            <translation>--round-robin demande des noms différents dans --players</translation>
        </message>
        <message>
            <source>--players expects two names separated by a comma, not {text!r} (use --round-robin for more)</source>
            <translation>--players attend deux noms séparés par une virgule, pas {text!r} (--round-robin pour davantage)</translation>
        </message>
        <message>
            <source>--limit expects NAME=N with N a count of deal pairs, not {text!r}</source>
            <translation>--limit attend NAME=N, N étant un nombre de paires de donnes, pas {text!r}</translation>
        </message>
        <message>
            <source>--limit names {name!r}, who is not among --players</source>
            <translation>--limit nomme {name!r}, qui n'est pas parmi --players</translation>
        </message>
        <message>
            <source>cannot create the record directory {path!r}: {error}</source>
            <translation>impossible de créer le dossier des parties {path!r} : {error}</translation>
        </message>
        <message>
            <source>parties won</source>
            <translation>parties gagnées</translation>
        </message>
        <message>
            <source>parties lost</source>
            <translation>parties perdues</translation>
        </message>
        <message>
            <source>parties drawn</source>
            <translation>parties nulles</translation>
        </message>
        <message>
            <source>mean points / deal</source>
            <translation>points moyens par donne</translation>
        </message>
        <message>
            <source>mean points / partie</source>
            <translation>points moyens par partie</translation>
        </message>
        <message>
            <source>cartes blanches</source>
            <translation>cartes blanches</translation>
        </message>
        <message>
            <source>piques</source>
            <translation>pics</translation>
        </message>
        <message>
            <source>repiques</source>
            <translation>repics</translation>
        </message>
        <message>
            <source>capots</source>
            <translation>capots</translation>
        </message>
        <message>
            <source>partie score (margins)</source>
            <translation>score de partie (marges)</translation>
        </message>
        <message>
            <source>mean partie score</source>
            <translation>score moyen de partie</translation>
        </message>
        <message>
            <source>rubicons inflicted</source>
            <translation>rubicons infligés</translation>
        </message>
        <message>
            <source>rubicons suffered</source>
            <translation>rubicons subis</translation>
        </message>
        <message>
            <source>au cent games won</source>
            <translation>manches au cent gagnées</translation>
        </message>
        <message>
            <source>of which doubles</source>
            <translation>dont manches doubles</translation>
        </message>
        <message>
            <source>n/a</source>
            <comment>no value: nothing was played</comment>
            <translation>n.d.</translation>
        </message>
        <message>
            <source>({low} .. {high})</source>
            <translation>({low} .. {high})</translation>
        </message>
        <message>
            <source>{a} vs {b}</source>
            <translation>{a} contre {b}</translation>
        </message>
        <message>
            <source>pairing</source>
            <translation>rencontre</translation>
        </message>
        <message>
            <source>Mirrored deal pairs: {pairs} per pairing{limits}, preset {preset}, seed {seed} (pair i played as deal 1 + i mod 6 of a greedy partie)</source>
            <translation>Paires de donnes en miroir : {pairs} par rencontre{limits}, règles {preset}, graine {seed} (paire i jouée comme donne 1 + i mod 6 d'une partie de greedy)</translation>
        </message>
        <message>
            <source>Mirrored deal pairs: {pairs} per pairing{limits}, preset {preset}, seed {seed} (pair i played as deal 1 at 0-0)</source>
            <translation>Paires de donnes en miroir : {pairs} par rencontre{limits}, règles {preset}, graine {seed} (paire i jouée comme donne 1 à 0-0)</translation>
        </message>
        <message>
            <source>, at most {count} for {name}</source>
            <translation>, au plus {count} pour {name}</translation>
        </message>
        <message>
            <source>pairs</source>
            <comment>a column heading: deal pairs played</comment>
            <translation>paires</translation>
        </message>
        <message>
            <source>won</source>
            <comment>a column heading: deal pairs won</comment>
            <translation>gagnées</translation>
        </message>
        <message>
            <source>tied</source>
            <comment>a column heading: deal pairs tied</comment>
            <translation>égales</translation>
        </message>
        <message>
            <source>lost</source>
            <comment>a column heading: deal pairs lost</comment>
            <translation>perdues</translation>
        </message>
        <message>
            <source>share won (95% CI)</source>
            <translation>part gagnée (IC 95 %)</translation>
        </message>
        <message>
            <source>points per pair (95% CI)</source>
            <translation>points par paire (IC 95 %)</translation>
        </message>
        <message>
            <source>{share} ({low}-{high})</source>
            <translation>{share} ({low}-{high})</translation>
        </message>
        <message>
            <source>Mirrored parties: {parties} per pairing, preset {preset}, seed {seed} (seats swap every other partie)</source>
            <translation>Parties en miroir : {parties} par rencontre, règles {preset}, graine {seed} (les places s'échangent une partie sur deux)</translation>
        </message>
        <message>
            <source>margin per partie pair (95% CI)</source>
            <translation>marge par paire de parties (IC 95 %)</translation>
        </message>
        <message>
            <source>games per partie pair (95% CI)</source>
            <translation>manches par paire de parties (IC 95 %)</translation>
        </message>
        <message>
            <source>won</source>
            <comment>a column heading: parties won</comment>
            <translation>gagnées</translation>
        </message>
        <message>
            <source>drawn</source>
            <comment>a column heading: parties drawn</comment>
            <translation>nulles</translation>
        </message>
        <message>
            <source>lost</source>
            <comment>a column heading: parties lost</comment>
            <translation>perdues</translation>
        </message>
        <message>
            <source>rubicons</source>
            <comment>a column heading</comment>
            <translation>rubicons</translation>
        </message>
        <message>
            <source>(rubicons: inflicted by the first player / by the second)</source>
            <translation>(rubicons : infligés par le premier joueur / par le second)</translation>
        </message>
        <message>
            <source>Ratings ({anchor} = 0): Elo scale by Bradley-Terry on parties; points per deal pair by least squares</source>
            <translation>Classement ({anchor} = 0) : échelle Elo par Bradley-Terry sur les parties ; points par paire de donnes par les moindres carrés</translation>
        </message>
        <message>
            <source>Ratings ({anchor} = 0): Elo scale by Bradley-Terry on deal pairs; points per deal pair by least squares</source>
            <translation>Classement ({anchor} = 0) : échelle Elo par Bradley-Terry sur les paires de donnes ; points par paire de donnes par les moindres carrés</translation>
        </message>
        <message>
            <source>piquet-arena: {done}/{total} items, {seconds} s</source>
            <translation>piquet-arena : {done}/{total} éléments, {seconds} s</translation>
        </message>
        <message>
            <source>--parties must not be negative, not {count}</source>
            <translation>--parties ne doit pas être négatif, pas {count}</translation>
        </message>
        <message>
            <source>--deal-pairs must not be negative, not {count}</source>
            <translation>--deal-pairs ne doit pas être négatif, pas {count}</translation>
        </message>
        <message>
            <source>nothing to play: --parties and --deal-pairs are both 0</source>
            <translation>rien à jouer : --parties et --deal-pairs valent 0 tous les deux</translation>
        </message>
        <message>
            <source>--jobs must be at least 1, not {jobs}</source>
            <translation>--jobs doit valoir au moins 1, pas {jobs}</translation>
        </message>
        <message>
            <source>cannot read the summary {file!r}: {error}</source>
            <translation>impossible de lire le bilan {file!r} : {error}</translation>
        </message>
        <message>
            <source>piquet-arena: {error} (the finished ones are in the cache)</source>
            <translation>piquet-arena : {error} (ceux qui sont finis sont dans le cache)</translation>
        </message>
        <message>
            <source>piquet-arena: {error}</source>
            <translation>piquet-arena : {error}</translation>
        </message>
        <message>
            <source>piquet-arena: cannot save the results: {error}</source>
            <translation>piquet-arena : impossible d'enregistrer les résultats : {error}</translation>
        </message>
        <message>
            <source>piquet-arena: interrupted</source>
            <translation>piquet-arena : interrompu</translation>
        </message>
        <message>
            <source>piquet-arena: run time {seconds} s</source>
            <translation>piquet-arena : durée {seconds} s</translation>
        </message>
    </context>
    <context>
        <name>PiquetRecord</name>
        <message>
            <source>{name} (human)</source>
            <translation>{name} (humain)</translation>
        </message>
        <message>
            <source>{name} (AI, {level})</source>
            <translation>{name} (IA, {level})</translation>
        </message>
        <message>
            <source>{name} (AI)</source>
            <translation>{name} (IA)</translation>
        </message>
        <message>
            <source>{player} {points}, {other} {other_points}</source>
            <translation>{player} {points}, {other} {other_points}</translation>
        </message>
        <message>
            <source>Game {number} won by {player}, {won} to {lost} (a double game)</source>
            <translation>Manche {number} gagnée par {player}, {won} à {lost} (manche double)</translation>
        </message>
        <message>
            <source>Game {number} won by {player}, {won} to {lost}</source>
            <translation>Manche {number} gagnée par {player}, {won} à {lost}</translation>
        </message>
        <message>
            <source>Piquet partie: {player} v {other}</source>
            <translation>Partie de piquet : {player} contre {other}</translation>
        </message>
        <message>
            <source>Rules: {rules}</source>
            <translation>Règles : {rules}</translation>
        </message>
        <message>
            <source>Seed: {seed}</source>
            <translation>Graine : {seed}</translation>
        </message>
        <message>
            <source>Deal {number} (elder: {elder}) (counts double)</source>
            <translation>Donne {number} (premier : {elder}) (compte double)</translation>
        </message>
        <message>
            <source>Deal {number} (elder: {elder})</source>
            <translation>Donne {number} (premier : {elder})</translation>
        </message>
        <message>
            <source>nothing scored</source>
            <translation>rien de marqué</translation>
        </message>
        <message>
            <source>Deal totals: {totals}</source>
            <translation>Totaux de la donne : {totals}</translation>
        </message>
        <message>
            <source>Partie totals: {totals}</source>
            <translation>Totaux de la partie : {totals}</translation>
        </message>
        <message>
            <source>Game score: {scores}</source>
            <translation>Score de la manche : {scores}</translation>
        </message>
        <message>
            <source>Deal {number} (elder: {elder}), in progress</source>
            <translation>Donne {number} (premier : {elder}), en cours</translation>
        </message>
        <message>
            <source>nothing scored yet</source>
            <translation>rien de marqué pour l'instant</translation>
        </message>
        <message>
            <source>Games: {games}</source>
            <translation>Manches : {games}</translation>
        </message>
        <message>
            <source>Result: {result}</source>
            <translation>Résultat : {result}</translation>
        </message>
        <message>
            <source>Result: unfinished (deal {number} in progress)</source>
            <translation>Résultat : partie inachevée (donne {number} en cours)</translation>
        </message>
        <message numerus="yes">
            <source>Result: unfinished (%n deal(s) played)</source>
            <translation>
                <numerusform>Résultat : partie inachevée (%n donne jouée)</numerusform>
                <numerusform>Résultat : partie inachevée (%n donnes jouées)</numerusform>
            </translation>
        </message>
        <message>
            <source>OK: {actions}, {deals}, finished</source>
            <translation>OK : {actions}, {deals}, partie terminée</translation>
        </message>
        <message>
            <source>OK: {actions}, {deals}, unfinished</source>
            <translation>OK : {actions}, {deals}, partie inachevée</translation>
        </message>
        <message numerus="yes">
            <source>%n action(s)</source>
            <translation>
                <numerusform>%n action</numerusform>
                <numerusform>%n actions</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n deal(s)</source>
            <translation>
                <numerusform>%n donne</numerusform>
                <numerusform>%n donnes</numerusform>
            </translation>
        </message>
        <message>
            <source>Check a Piquet Desktop partie record or print its score sheet.</source>
            <translation>Vérifier un fichier de partie de Piquet Desktop ou afficher sa feuille de marque.</translation>
        </message>
        <message>
            <source>check that a record loads and replays</source>
            <translation>vérifier qu'un fichier de partie se charge et se rejoue</translation>
        </message>
        <message>
            <source>Check a record.</source>
            <translation>Vérifier un fichier de partie.</translation>
        </message>
        <message>
            <source>a partie record (.piquet)</source>
            <translation>un fichier de partie (.piquet)</translation>
        </message>
        <message>
            <source>print the deal-by-deal score sheet</source>
            <translation>afficher la feuille de marque, donne par donne</translation>
        </message>
        <message>
            <source>Print the score sheet of a record with the reason for every score.</source>
            <translation>Afficher la feuille de marque d'un fichier de partie avec la raison de chaque score.</translation>
        </message>
        <message>
            <source>print the score sheet as JSON</source>
            <translation>afficher la feuille de marque en JSON</translation>
        </message>
    </context>
    <context>
        <name>PiquetReview</name>
        <message>
            <source>Review a player's decisions in a saved partie against the strongest level.</source>
            <translation>Analyser les décisions d'un joueur dans une partie enregistrée au regard du niveau le plus fort.</translation>
        </message>
        <message>
            <source>a partie record (.piquet)</source>
            <translation>un fichier de partie (.piquet)</translation>
        </message>
        <message>
            <source>whose decisions: 0 or 1 (default: the human)</source>
            <translation>les décisions de qui : 0 ou 1 (par défaut : l'humain)</translation>
        </message>
        <message>
            <source>review deal N only</source>
            <translation>n'analyser que la donne N</translation>
        </message>
        <message>
            <source>the reviewing level (default: master)</source>
            <translation>le niveau qui analyse (par défaut : master)</translation>
        </message>
        <message>
            <source>seed of the sampling (default: 0)</source>
            <translation>graine du tirage (par défaut : 0)</translation>
        </message>
        <message>
            <source>list every rated decision</source>
            <translation>lister toutes les décisions notées</translation>
        </message>
        <message>
            <source>print the review as JSON</source>
            <translation>afficher l'analyse en JSON</translation>
        </message>
        <message>
            <source>write the review into the record file</source>
            <translation>écrire l'analyse dans le fichier de partie</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>imprécision</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>erreur</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>gaffe</translation>
        </message>
        <message>
            <source>{chosen}; best: {best}; loss {loss} ± {stderr}</source>
            <translation>{chosen} ; meilleur : {best} ; perte {loss} ± {stderr}</translation>
        </message>
        <message>
            <source>{chosen}; loss {loss} ± {stderr}</source>
            <translation>{chosen} ; perte {loss} ± {stderr}</translation>
        </message>
        <message>
            <source> (partie: {loss})</source>
            <translation> (partie : {loss})</translation>
        </message>
        <message numerus="yes">
            <source>%n decision(s) rated</source>
            <translation>
                <numerusform>%n décision notée</numerusform>
                <numerusform>%n décisions notées</numerusform>
            </translation>
        </message>
        <message>
            <source>Review of seat {seat}'s decisions by {level} (seed {seed}): {rated}, {lost} points lost.</source>
            <translation>Analyse des décisions de la place {seat} par {level} (graine {seed}) : {rated}, {lost} points perdus.</translation>
        </message>
        <message numerus="yes">
            <source>Deal {number}: {lost} points lost over %n decision(s)</source>
            <translation>
                <numerusform>Donne {number} : {lost} points perdus en %n décision</numerusform>
                <numerusform>Donne {number} : {lost} points perdus en %n décisions</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing marked</source>
            <translation>rien à signaler</translation>
        </message>
        <message>
            <source>Loss: the expected points of the deal the choice gave up against the best, ± its standard error over the sampled worlds; marks: inaccuracy from 2, mistake from 5, blunder from 10, beyond twice the error.</source>
            <translation>Perte : les points de la donne que le choix a perdus en espérance face au meilleur, ± son erreur type sur les mondes tirés ; marques : imprécision dès 2, erreur dès 5, gaffe dès 10, au-delà de deux fois l'erreur.</translation>
        </message>
        <message>
            <source>--seat is 0 or 1, not {seat}</source>
            <translation>--seat vaut 0 ou 1, pas {seat}</translation>
        </message>
        <message>
            <source>--level: {error}</source>
            <translation>--level : {error}</translation>
        </message>
        <message>
            <source>cannot use {file}: {error}</source>
            <translation>impossible d'utiliser {file} : {error}</translation>
        </message>
        <message>
            <source>--deal: the partie has no deal {deal}</source>
            <translation>--deal : la partie n'a pas de donne {deal}</translation>
        </message>
        <message>
            <source>piquet-review: interrupted</source>
            <translation>piquet-review : interrompu</translation>
        </message>
        <message>
            <source>piquet-review: cannot store the review in {file}: {error}</source>
            <translation>piquet-review : impossible d'enregistrer l'analyse dans {file} : {error}</translation>
        </message>
    </context>
    <context>
        <name>RuleOptions</name>
        <message>
            <source>--option expects NAME=VALUE, not {option!r}</source>
            <translation>--option attend NAME=VALUE, pas {option!r}</translation>
        </message>
    </context>
    <context>
        <name>argparse</name>
        <message>
            <source>show program's version number and exit</source>
            <translation>afficher le numéro de version du programme et quitter</translation>
        </message>
        <message>
            <source>usage: </source>
            <translation>utilisation : </translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>arguments positionnels</translation>
        </message>
        <message>
            <source>options</source>
            <translation>options</translation>
        </message>
        <message>
            <source>subcommands</source>
            <translation>sous-commandes</translation>
        </message>
        <message>
            <source>%(heading)s:</source>
            <translation>%(heading)s :</translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>afficher ce message d'aide et quitter</translation>
        </message>
        <message>
            <source> (default: %(default)s)</source>
            <translation> (par défaut : %(default)s)</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s
</source>
            <translation>%(prog)s : erreur : %(message)s
</translation>
        </message>
        <message>
            <source>%(prog)s: warning: %(message)s
</source>
            <translation>%(prog)s : avertissement : %(message)s
</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>argument %(argument_name)s : %(message)s</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>les arguments suivants sont obligatoires : %s</translation>
        </message>
        <message>
            <source>one of the arguments %s is required</source>
            <translation>l'un des arguments %s est obligatoire</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>arguments non reconnus : %s</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>interdit avec l'argument %s</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>argument explicite %r ignoré</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>option ambiguë : %(option)s peut désigner %(matches)s</translation>
        </message>
        <message>
            <source>unexpected option string: %s</source>
            <translation>option inattendue : %s</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>un argument est attendu</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>un argument au plus est attendu</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>au moins un argument est attendu</translation>
        </message>
        <message>
            <source>expected %s argument</source>
            <translation>%s argument est attendu</translation>
        </message>
        <message>
            <source>expected %s arguments</source>
            <translation>%s arguments sont attendus</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>valeur %(type)s invalide : %(value)r</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>choix invalide : %(value)r (choisir parmi %(choices)s)</translation>
        </message>
        <message>
            <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
            <translation>sous-commande inconnue %(parser_name)r (choix : %(choices)s)</translation>
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation>impossible d'ouvrir « %(filename)s » : %(error)s</translation>
        </message>
        <message>
            <source>argument "-" with mode %r</source>
            <translation>argument « - » avec le mode %r</translation>
        </message>
        <message>
            <source>option '%(option)s' is deprecated</source>
            <translation>l'option « %(option)s » est obsolète</translation>
        </message>
        <message>
            <source>command '%(parser_name)s' is deprecated</source>
            <translation>la commande « %(parser_name)s » est obsolète</translation>
        </message>
        <message>
            <source>argument '%(argument_name)s' is deprecated</source>
            <translation>l'argument « %(argument_name)s » est obsolète</translation>
        </message>
    </context>
</TS>
