<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en_GB">
    <context>
        <name>CardText</name>
        <message>
            <source>J</source>
            <translation>V</translation>
        </message>
        <message>
            <source>Q</source>
            <translation>D</translation>
        </message>
        <message>
            <source>K</source>
            <translation>R</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>pique</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>cœur</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>carreau</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>trèfle</translation>
        </message>
        <message>
            <source>six</source>
            <translation>six</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>sept</translation>
        </message>
        <message>
            <source>eight</source>
            <translation>huit</translation>
        </message>
        <message>
            <source>nine</source>
            <translation>neuf</translation>
        </message>
        <message>
            <source>ten</source>
            <translation>dix</translation>
        </message>
        <message>
            <source>knave</source>
            <translation>valet</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>dame</translation>
        </message>
        <message>
            <source>king</source>
            <translation>roi</translation>
        </message>
        <message>
            <source>ace</source>
            <translation>as</translation>
        </message>
        <message>
            <source>{rank} of {suit}</source>
            <translation>{rank} de {suit}</translation>
        </message>
    </context>
    <context>
        <name>Combinations</name>
        <message>
            <source>Tierce</source>
            <translation>Tierce</translation>
        </message>
        <message>
            <source>Quart</source>
            <translation>Quatrième</translation>
        </message>
        <message>
            <source>Quint</source>
            <translation>Quinte</translation>
        </message>
        <message>
            <source>Sixième</source>
            <translation>Sixième</translation>
        </message>
        <message>
            <source>Septième</source>
            <translation>Septième</translation>
        </message>
        <message>
            <source>Huitième</source>
            <translation>Huitième</translation>
        </message>
        <message>
            <source>Neuvième</source>
            <translation>Neuvième</translation>
        </message>
        <message>
            <source>to the six</source>
            <translation>au six</translation>
        </message>
        <message>
            <source>to the seven</source>
            <translation>au sept</translation>
        </message>
        <message>
            <source>to the eight</source>
            <translation>au huit</translation>
        </message>
        <message>
            <source>to the nine</source>
            <translation>au neuf</translation>
        </message>
        <message>
            <source>to the ten</source>
            <translation>au dix</translation>
        </message>
        <message>
            <source>to the knave</source>
            <translation>au valet</translation>
        </message>
        <message>
            <source>to the queen</source>
            <translation>à la dame</translation>
        </message>
        <message>
            <source>to the king</source>
            <translation>au roi</translation>
        </message>
        <message>
            <source>Quatorze of tens</source>
            <translation>Quatorze de dix</translation>
        </message>
        <message>
            <source>Quatorze of knaves</source>
            <translation>Quatorze de valets</translation>
        </message>
        <message>
            <source>Quatorze of queens</source>
            <translation>Quatorze de dames</translation>
        </message>
        <message>
            <source>Quatorze of kings</source>
            <translation>Quatorze de rois</translation>
        </message>
        <message>
            <source>Quatorze of aces</source>
            <translation>Quatorze d’as</translation>
        </message>
        <message>
            <source>Trio of tens</source>
            <translation>Trio de dix</translation>
        </message>
        <message>
            <source>Trio of knaves</source>
            <translation>Trio de valets</translation>
        </message>
        <message>
            <source>Trio of queens</source>
            <translation>Trio de dames</translation>
        </message>
        <message>
            <source>Trio of kings</source>
            <translation>Trio de rois</translation>
        </message>
        <message>
            <source>Trio of aces</source>
            <translation>Trio d’as</translation>
        </message>
        <message>
            <source>Point of one ({pips}) in {suit}</source>
            <translation>Point d’une ({pips}) à {suit}</translation>
        </message>
        <message>
            <source>Point of {count} ({pips}) in {suit}</source>
            <translation>Point de {count} ({pips}) à {suit}</translation>
        </message>
        <message>
            <source>{sequence} major in {suit}</source>
            <translation>{sequence} majeure à {suit}</translation>
        </message>
        <message>
            <source>{sequence} {to_the_rank} in {suit}</source>
            <translation>{sequence} {to_the_rank} à {suit}</translation>
        </message>
    </context>
    <context>
        <name>DealSummaries</name>
        <message>
            <source>No deal has been finished yet.</source>
            <translation>Aucune donne n’est encore terminée.</translation>
        </message>
        <message>
            <source>&amp;Next deal</source>
            <translation>Donne &amp;suivante</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>&amp;Review</source>
            <translation>&amp;Analyse</translation>
        </message>
        <message>
            <source>Where you lost points in this deal, decision by decision</source>
            <translation>Où vous avez perdu des points dans cette donne, décision par décision</translation>
        </message>
    </context>
    <context>
        <name>DealSummary</name>
        <message>
            <source>Carte blanche</source>
            <translation>Cartes blanches</translation>
        </message>
        <message>
            <source>Point</source>
            <translation>Point</translation>
        </message>
        <message>
            <source>Sequence</source>
            <translation>Séquence</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Quatorze et trios</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <source>The cards</source>
            <translation>Les cartes</translation>
        </message>
        <message>
            <source>Capot</source>
            <translation>Capot</translation>
        </message>
        <message>
            <source>Repique</source>
            <translation>Repic</translation>
        </message>
        <message>
            <source>Pique</source>
            <translation>Pic</translation>
        </message>
        <message>
            <source>30 in hand and play before the opponent scored</source>
            <translation>30 en main et au jeu avant que l’adversaire ne marque</translation>
        </message>
        <message>
            <source>30 in hand alone before the opponent scored</source>
            <translation>30 par la main seule avant que l’adversaire ne marque</translation>
        </message>
        <message>
            <source>More than half the tricks</source>
            <translation>Plus de la moitié des levées</translation>
        </message>
        <message>
            <source>Every trick</source>
            <translation>Toutes les levées</translation>
        </message>
        <message numerus="yes">
            <source>Led %n card(s) of ten or more</source>
            <translation>
                <numerusform>%n carte entamée, dix ou plus</numerusform>
                <numerusform>%n cartes entamées, dix ou plus</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Led %n card(s)</source>
            <translation>
                <numerusform>%n carte entamée</numerusform>
                <numerusform>%n cartes entamées</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Won %n of the opponent's leads with a ten or more</source>
            <translation>
                <numerusform>%n entame adverse gagnée avec un dix ou plus</numerusform>
                <numerusform>%n entames adverses gagnées avec un dix ou plus</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Won %n of the opponent's leads</source>
            <translation>
                <numerusform>%n entame adverse gagnée</numerusform>
                <numerusform>%n entames adverses gagnées</numerusform>
            </translation>
        </message>
        <message>
            <source>Won the last trick</source>
            <translation>Dernière levée gagnée</translation>
        </message>
        <message>
            <source>Games won (a double game counts two): {won} to {lost}.</source>
            <translation>Manches gagnées (une manche double compte deux) : {won} à {lost}.</translation>
        </message>
        <message>
            <source>Rubiconed ({loser} under 100): the winner gains both totals plus 100, {won} + {lost} + 100 = {margin}.</source>
            <translation>Rubiconé ({loser} sous les 100) : le gagnant marque les deux totaux plus 100, {won} + {lost} + 100 = {margin}.</translation>
        </message>
        <message>
            <source>The winner gains the difference plus 100: {won} − {lost} + 100 = {margin}.</source>
            <translation>Le gagnant marque la différence plus 100 : {won} − {lost} + 100 = {margin}.</translation>
        </message>
        <message>
            <source>Deal {number}</source>
            <translation>Donne {number}</translation>
        </message>
        <message>
            <source>Deal {number} of {deals}</source>
            <translation>Donne {number} sur {deals}</translation>
        </message>
        <message>
            <source>Deal {number} (played off after a tie)</source>
            <translation>Donne {number} (jouée pour départager une égalité)</translation>
        </message>
        <message>
            <source>Double game won by You, {won} to {lost} (games {a} to {b}).</source>
            <translation>Manche double gagnée par vous, {won} à {lost} (manches : {a} à {b}).</translation>
        </message>
        <message>
            <source>Game won by You, {won} to {lost} (games {a} to {b}).</source>
            <translation>Manche gagnée par vous, {won} à {lost} (manches : {a} à {b}).</translation>
        </message>
        <message>
            <source>Double game won by {player}, {won} to {lost} (games {a} to {b}).</source>
            <translation>Manche double gagnée par {player}, {won} à {lost} (manches : {a} à {b}).</translation>
        </message>
        <message>
            <source>Game won by {player}, {won} to {lost} (games {a} to {b}).</source>
            <translation>Manche gagnée par {player}, {won} à {lost} (manches : {a} à {b}).</translation>
        </message>
        <message>
            <source>Game score when won</source>
            <translation>Score de la manche gagnée</translation>
        </message>
        <message>
            <source>Game score (games {a} to {b})</source>
            <translation>Score de la manche (manches : {a} à {b})</translation>
        </message>
        <message>
            <source>Partie totals</source>
            <translation>Totaux de la partie</translation>
        </message>
    </context>
    <context>
        <name>DealSummaryDialog</name>
        <message>
            <source>{title}: summary</source>
            <translation>{title} : résumé</translation>
        </message>
        <message>
            <source>Elder hand: {elder}. Younger hand: {younger}.</source>
            <translation>Premier en main : {elder}. Dernier en main : {younger}.</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Motif</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Donne suivante</translation>
        </message>
        <message>
            <source>&amp;Details</source>
            <translation>&amp;Détails</translation>
        </message>
        <message>
            <source>Every score of the deal, one by one, in the order made</source>
            <translation>Tous les points de la donne, un par un, dans l’ordre où ils ont été marqués</translation>
        </message>
        <message>
            <source>This deal (counts double)</source>
            <translation>Cette donne (compte double)</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>Cette donne</translation>
        </message>
        <message>
            <source>Nothing scored</source>
            <translation>Aucun point marqué</translation>
        </message>
    </context>
    <context>
        <name>DeclarationLog</name>
        <message>
            <source>{speaker} scores {points} for carte blanche.</source>
            <translation>{speaker} marque {points} pour cartes blanches.</translation>
        </message>
        <message>
            <source>{speaker} scores {points} for repique.</source>
            <translation>{speaker} marque {points} pour le repic.</translation>
        </message>
        <message>
            <source>{speaker} scores {points} for pique.</source>
            <translation>{speaker} marque {points} pour le pic.</translation>
        </message>
        <message>
            <source>{speaker} scores {points} for the cards.</source>
            <translation>{speaker} marque {points} pour les cartes.</translation>
        </message>
        <message>
            <source>{speaker} scores {points} for capot.</source>
            <translation>{speaker} marque {points} pour le capot.</translation>
        </message>
        <message>
            <source>Elder ({player})</source>
            <translation>Premier ({player})</translation>
        </message>
        <message>
            <source>Younger ({player})</source>
            <translation>Dernier ({player})</translation>
        </message>
        <message>
            <source>{speaker}: {words}</source>
            <translation>{speaker} : {words}</translation>
        </message>
        <message>
            <source>Deal {number}: {first} {a}, {second} {b}.</source>
            <translation>Donne {number} : {first} {a}, {second} {b}.</translation>
        </message>
    </context>
    <context>
        <name>NumberWords</name>
        <message>
            <source>one</source>
            <translation>une</translation>
        </message>
        <message>
            <source>two</source>
            <translation>deux</translation>
        </message>
        <message>
            <source>three</source>
            <translation>trois</translation>
        </message>
        <message>
            <source>four</source>
            <translation>quatre</translation>
        </message>
        <message>
            <source>five</source>
            <translation>cinq</translation>
        </message>
        <message>
            <source>six</source>
            <translation>six</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>sept</translation>
        </message>
        <message>
            <source>eight</source>
            <translation>huit</translation>
        </message>
        <message>
            <source>nine</source>
            <translation>neuf</translation>
        </message>
    </context>
    <context>
        <name>Record</name>
        <message>
            <source>not a partie record: the data is nested far too deeply</source>
            <translation>ce n’est pas un enregistrement de partie : les données sont imbriquées bien trop profondément</translation>
        </message>
        <message>
            <source>the record could not be read because of an internal error ({error}); please report this with the file</source>
            <translation>l’enregistrement n’a pas pu être lu à cause d’une erreur interne ({error}) ; merci de la signaler en joignant le fichier</translation>
        </message>
        <message>
            <source>not a partie record: the file holds {kind}, not a JSON object</source>
            <translation>ce n’est pas un enregistrement de partie : le fichier contient {kind}, pas un objet JSON</translation>
        </message>
        <message>
            <source>not a partie record: it has no 'format' field</source>
            <translation>ce n’est pas un enregistrement de partie : il n’a pas de champ 'format'</translation>
        </message>
        <message>
            <source>not a partie record: 'format' is {found}, expected {expected}</source>
            <translation>ce n’est pas un enregistrement de partie : 'format' vaut {found} au lieu de {expected}</translation>
        </message>
        <message>
            <source>versions {versions} and {last}</source>
            <translation>les versions {versions} et {last}</translation>
        </message>
        <message>
            <source>version: missing; this version of Piquet Desktop reads {reads}</source>
            <translation>version : absente ; cette version de Piquet Desktop lit {reads}</translation>
        </message>
        <message>
            <source>this file was written by a newer version of Piquet Desktop (record version {version}); this version reads {reads}</source>
            <translation>ce fichier a été écrit par une version plus récente de Piquet Desktop (version d’enregistrement {version}) ; cette version lit {reads}</translation>
        </message>
        <message>
            <source>version: unknown record version {version}; this version reads {reads}</source>
            <translation>version : version d’enregistrement inconnue {version} ; cette version lit {reads}</translation>
        </message>
    </context>
    <context>
        <name>RecordFile</name>
        <message>
            <source>{file} is larger than {size} MB: that is far too large for a partie record</source>
            <translation>{file} dépasse {size} Mo : c’est bien trop gros pour un enregistrement de partie</translation>
        </message>
        <message>
            <source>cannot read {file}: {why}</source>
            <translation>impossible de lire {file} : {why}</translation>
        </message>
        <message>
            <source>it is a folder, not a file; a partie record is an ordinary file</source>
            <translation>c’est un dossier, pas un fichier ; un enregistrement de partie est un fichier ordinaire</translation>
        </message>
        <message>
            <source>it is a pipe (FIFO), not a file; a partie record is an ordinary file</source>
            <translation>c’est un tube (FIFO), pas un fichier ; un enregistrement de partie est un fichier ordinaire</translation>
        </message>
        <message>
            <source>it is a device, not a file; a partie record is an ordinary file</source>
            <translation>c’est un périphérique, pas un fichier ; un enregistrement de partie est un fichier ordinaire</translation>
        </message>
        <message>
            <source>it is a socket, not a file; a partie record is an ordinary file</source>
            <translation>c’est une socket, pas un fichier ; un enregistrement de partie est un fichier ordinaire</translation>
        </message>
        <message>
            <source>it is not an ordinary file, not a file; a partie record is an ordinary file</source>
            <translation>ce n’est pas un fichier ordinaire ; un enregistrement de partie est un fichier ordinaire</translation>
        </message>
        <message>
            <source>not a partie record: the file is not UTF-8 text (bad byte at offset {offset})</source>
            <translation>ce n’est pas un enregistrement de partie : le fichier n’est pas du texte UTF-8 (octet invalide à la position {offset})</translation>
        </message>
        <message>
            <source>not valid JSON: {problem} at line {line}, column {column} (the file ends too early: is it truncated?)</source>
            <translation>JSON invalide : {problem} à la ligne {line}, colonne {column} (le fichier s’arrête trop tôt : serait-il tronqué ?)</translation>
        </message>
        <message>
            <source>not valid JSON: {problem} at line {line}, column {column}</source>
            <translation>JSON invalide : {problem} à la ligne {line}, colonne {column}</translation>
        </message>
        <message>
            <source>not a partie record: the JSON is nested far too deeply</source>
            <translation>ce n’est pas un enregistrement de partie : le JSON est imbriqué bien trop profondément</translation>
        </message>
        <message>
            <source>not valid JSON for a record: {problem}</source>
            <translation>JSON non valable pour un enregistrement : {problem}</translation>
        </message>
        <message>
            <source>{name} is not a JSON number</source>
            <translation>{name} n’est pas un nombre JSON</translation>
        </message>
        <message>
            <source>the number {number} is too large</source>
            <translation>le nombre {number} est trop grand</translation>
        </message>
        <message>
            <source>the key {key} appears twice in one object</source>
            <translation>la clé {key} figure deux fois dans un même objet</translation>
        </message>
        <message>
            <source>{path}: cannot be written back ({error})</source>
            <translation>{path} : impossible de le réécrire ({error})</translation>
        </message>
        <message>
            <source>{path}: the key {key} is not text</source>
            <translation>{path} : la clé {key} n’est pas du texte</translation>
        </message>
        <message>
            <source>{path}: the name of player {player} is not valid text (it holds a lone surrogate, {value})</source>
            <translation>{path} : le nom du joueur {player} n’est pas un texte valable (il contient un demi-caractère isolé, {value})</translation>
        </message>
        <message>
            <source>{path}: the level of player {player} is not valid text (it holds a lone surrogate, {value})</source>
            <translation>{path} : le niveau du joueur {player} n’est pas un texte valable (il contient un demi-caractère isolé, {value})</translation>
        </message>
        <message>
            <source>{path}: {value} is not valid text (it holds a lone surrogate)</source>
            <translation>{path} : {value} n’est pas un texte valable (il contient un demi-caractère isolé)</translation>
        </message>
        <message>
            <source>{path}: {value} is not a number a JSON file can hold</source>
            <translation>{path} : {value} n’est pas un nombre qu’un fichier JSON puisse contenir</translation>
        </message>
        <message>
            <source>{path}: the number is far too long</source>
            <translation>{path} : le nombre est bien trop long</translation>
        </message>
        <message>
            <source>{path}: a {type} is not a JSON value</source>
            <translation>{path} : un {type} n’est pas une valeur JSON</translation>
        </message>
        <message>
            <source>the record</source>
            <translation>l’enregistrement</translation>
        </message>
    </context>
    <context>
        <name>RecordSchema</name>
        <message>
            <source>expected an action (a JSON object), found {kind}</source>
            <translation>une action (un objet JSON) était attendue, trouvé {kind}</translation>
        </message>
        <message>
            <source>the action has no 'type'</source>
            <translation>l’action n’a pas de 'type'</translation>
        </message>
        <message>
            <source>unknown action type {found}; types are {types}</source>
            <translation>type d’action inconnu {found} ; les types sont {types}</translation>
        </message>
        <message>
            <source>{path}: {problem}</source>
            <translation>{path} : {problem}</translation>
        </message>
        <message>
            <source>{found} is not a {title}</source>
            <translation>{found} n’est pas un(e) {title}</translation>
        </message>
        <message>
            <source>{found} is not a valid {title}</source>
            <translation>{found} n’est pas un(e) {title} valable</translation>
        </message>
        <message>
            <source>expected {expected}, found {kind}</source>
            <translation>{expected} attendu, trouvé {kind}</translation>
        </message>
        <message>
            <source>missing {field}</source>
            <translation>{field} manque</translation>
        </message>
        <message>
            <source>unknown rule option {extra}</source>
            <translation>option de règle inconnue {extra}</translation>
        </message>
        <message>
            <source>unexpected field {extra}</source>
            <translation>champ inattendu {extra}</translation>
        </message>
        <message>
            <source>must be one of {allowed}, not {found}</source>
            <translation>doit être l’un de {allowed}, pas {found}</translation>
        </message>
        <message>
            <source>must be {expected}, not {found}</source>
            <translation>doit être {expected}, pas {found}</translation>
        </message>
        <message>
            <source>expected exactly {count} {noun}, found {found}</source>
            <translation>exactement {count} {noun} attendus, trouvé {found}</translation>
        </message>
        <message>
            <source>expected at least {count} {noun}, found {found}</source>
            <translation>au moins {count} {noun} attendus, trouvé {found}</translation>
        </message>
        <message>
            <source>expected at most {count} {noun}, found {found}</source>
            <translation>au plus {count} {noun} attendus, trouvé {found}</translation>
        </message>
        <message>
            <source>lists {item} twice</source>
            <translation>contient {item} deux fois</translation>
        </message>
        <message>
            <source>must be at least {bound}, not {found}</source>
            <translation>doit valoir au moins {bound}, pas {found}</translation>
        </message>
        <message>
            <source>must be at most {bound}, not {found}</source>
            <translation>doit valoir au plus {bound}, pas {found}</translation>
        </message>
        <message>
            <source>must not be empty</source>
            <translation>ne doit pas être vide</translation>
        </message>
        <message>
            <source>must have at least {count} characters</source>
            <translation>doit avoir au moins {count} caractères</translation>
        </message>
        <message>
            <source>is too long ({length} characters, at most {bound})</source>
            <translation>est trop long ({length} caractères, au plus {bound})</translation>
        </message>
        <message>
            <source>{first} or {second}</source>
            <translation>{first} ou {second}</translation>
        </message>
        <message>
            <source>a string</source>
            <translation>une chaîne</translation>
        </message>
        <message>
            <source>an integer</source>
            <translation>un entier</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>un nombre</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true ou false</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>une liste</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>un objet</translation>
        </message>
    </context>
    <context>
        <name>Refusals</name>
        <message>
            <source>the deal is over</source>
            <translation>la donne est finie</translation>
        </message>
        <message>
            <source>elder is to say whether he claims carte blanche</source>
            <translation>c’est au premier de dire s’il a cartes blanches</translation>
        </message>
        <message>
            <source>younger is to say whether he claims carte blanche</source>
            <translation>c’est au dernier de dire s’il a cartes blanches</translation>
        </message>
        <message>
            <source>elder is to discard</source>
            <translation>c’est au premier d’écarter</translation>
        </message>
        <message>
            <source>younger is to discard</source>
            <translation>c’est au dernier d’écarter</translation>
        </message>
        <message>
            <source>younger is to say whether he looks at the cards he left</source>
            <translation>c’est au dernier de dire s’il regarde les cartes qu’il a laissées</translation>
        </message>
        <message>
            <source>elder is to call in the point</source>
            <translation>c’est au premier d’annoncer le point</translation>
        </message>
        <message>
            <source>elder is to call in the sequence</source>
            <translation>c’est au premier d’annoncer la séquence</translation>
        </message>
        <message>
            <source>elder is to call in the set</source>
            <translation>c’est au premier d’annoncer les quatorze et les trios</translation>
        </message>
        <message>
            <source>younger is to call in the point</source>
            <translation>c’est au dernier d’annoncer le point</translation>
        </message>
        <message>
            <source>younger is to call in the sequence</source>
            <translation>c’est au dernier d’annoncer la séquence</translation>
        </message>
        <message>
            <source>younger is to call in the set</source>
            <translation>c’est au dernier d’annoncer les quatorze et les trios</translation>
        </message>
        <message>
            <source>younger is to answer in the point</source>
            <translation>c’est au dernier de répondre au point</translation>
        </message>
        <message>
            <source>younger is to answer in the sequence</source>
            <translation>c’est au dernier de répondre à la séquence</translation>
        </message>
        <message>
            <source>younger is to answer in the set</source>
            <translation>c’est au dernier de répondre aux quatorze et aux trios</translation>
        </message>
        <message>
            <source>elder is to lead</source>
            <translation>c’est au premier d’entamer</translation>
        </message>
        <message>
            <source>younger is to lead</source>
            <translation>c’est au dernier d’entamer</translation>
        </message>
        <message>
            <source>elder is to play to the trick</source>
            <translation>c’est au premier de jouer sur la levée</translation>
        </message>
        <message>
            <source>younger is to play to the trick</source>
            <translation>c’est au dernier de jouer sur la levée</translation>
        </message>
        <message>
            <source>{card} is not in your hand</source>
            <translation>{card} n’est pas dans votre jeu</translation>
        </message>
        <message>
            <source>you must follow suit: you hold spades</source>
            <translation>vous devez fournir (vous avez du pique)</translation>
        </message>
        <message>
            <source>you must follow suit: you hold hearts</source>
            <translation>vous devez fournir (vous avez du cœur)</translation>
        </message>
        <message>
            <source>you must follow suit: you hold diamonds</source>
            <translation>vous devez fournir (vous avez du carreau)</translation>
        </message>
        <message>
            <source>you must follow suit: you hold clubs</source>
            <translation>vous devez fournir (vous avez du trèfle)</translation>
        </message>
        <message>
            <source>cannot discard {cards}: not in your hand</source>
            <translation>impossible d’écarter {cards} : pas dans votre jeu</translation>
        </message>
        <message numerus="yes">
            <source>elder must discard %n card(s)</source>
            <translation>
                <numerusform>le premier doit écarter %n carte</numerusform>
                <numerusform>le premier doit écarter %n cartes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>younger must discard %n card(s)</source>
            <translation>
                <numerusform>le dernier doit écarter %n carte</numerusform>
                <numerusform>le dernier doit écarter %n cartes</numerusform>
            </translation>
        </message>
        <message>
            <source>elder may discard {low} to {high} cards here, not {n}</source>
            <translation>le premier peut écarter ici de {low} à {high} cartes, pas {n}</translation>
        </message>
        <message>
            <source>younger may discard {low} to {high} cards here, not {n}</source>
            <translation>le dernier peut écarter ici de {low} à {high} cartes, pas {n}</translation>
        </message>
        <message>
            <source>sets are never equal: answer good or not good</source>
            <translation>les quatorze et les trios ne sont jamais égaux : répondez bon ou pas bon</translation>
        </message>
        <message>
            <source>you cannot answer equal: you hold no equal point</source>
            <translation>vous ne pouvez pas répondre égal : vous n’avez pas de point égal</translation>
        </message>
        <message>
            <source>you cannot answer not good: you hold no better point</source>
            <translation>vous ne pouvez pas répondre pas bon : vous n’avez pas de meilleur point</translation>
        </message>
        <message>
            <source>you cannot answer equal: you hold no equal sequence</source>
            <translation>vous ne pouvez pas répondre égal : vous n’avez pas de séquence égale</translation>
        </message>
        <message>
            <source>you cannot answer not good: you hold no better sequence</source>
            <translation>vous ne pouvez pas répondre pas bon : vous n’avez pas de meilleure séquence</translation>
        </message>
        <message>
            <source>you cannot answer not good: you hold no better set</source>
            <translation>vous ne pouvez pas répondre pas bon : vous n’avez ni quatorze ni trio meilleur</translation>
        </message>
        <message>
            <source>'{action}' is not possible now: {phase}</source>
            <translation>« {action} » n’est pas possible maintenant : {phase}</translation>
        </message>
        <message>
            <source>there is no exchange now: {phase}</source>
            <translation>ce n’est pas le moment de l’écart : {phase}</translation>
        </message>
        <message>
            <source>the partie is over</source>
            <translation>la partie est terminée</translation>
        </message>
    </context>
    <context>
        <name>Reveals</name>
        <message>
            <source>S</source>
            <translation>M</translation>
        </message>
        <message>
            <source>Shown when declared</source>
            <translation>Montrée à l’annonce</translation>
        </message>
        <message>
            <source>B</source>
            <translation>B</translation>
        </message>
        <message>
            <source>Shown for carte blanche</source>
            <translation>Montrée pour cartes blanches</translation>
        </message>
        <message>
            <source>T</source>
            <translation>T</translation>
        </message>
        <message>
            <source>Seen in the talon</source>
            <translation>Vue au talon</translation>
        </message>
        <message>
            <source>Open piquet — practice: both hands face up</source>
            <translation>Piquet à découvert — entraînement : les deux jeux face visible</translation>
        </message>
        <message>
            <source>Shown: Your combination that tied (nobody scored it)</source>
            <translation>Montrée : votre combinaison à égalité (personne ne l’a marquée)</translation>
        </message>
        <message>
            <source>Shown: {player}'s combination that tied (nobody scored it)</source>
            <translation>Montrée par {player} : une combinaison à égalité (personne ne l’a marquée)</translation>
        </message>
        <message>
            <source>Shown: Your {combinations}</source>
            <translation>Montrée : votre {combinations}</translation>
        </message>
        <message>
            <source>Shown: {player}'s {combinations}</source>
            <translation>Montrée par {player} : {combinations}</translation>
        </message>
        <message>
            <source>Shown by carte blanche: You showed all twelve cards dealt</source>
            <translation>Montrée pour cartes blanches : vous avez montré les douze cartes reçues</translation>
        </message>
        <message>
            <source>Shown by carte blanche: {player} showed all twelve cards dealt</source>
            <translation>Montrée pour cartes blanches : {player} a montré les douze cartes reçues</translation>
        </message>
        <message>
            <source>Seen in the talon: You took it</source>
            <translation>Vue au talon : vous l’avez prise</translation>
        </message>
        <message>
            <source>Seen in the talon: {player} took it</source>
            <translation>Vue au talon : {player} l’a prise</translation>
        </message>
        <message>
            <source>Seen in the talon: You looked at the cards left</source>
            <translation>Vue au talon : vous avez regardé les cartes laissées</translation>
        </message>
        <message>
            <source>Seen in the talon: {player} looked at the cards left</source>
            <translation>Vue au talon : {player} a regardé les cartes laissées</translation>
        </message>
        <message>
            <source>Seen in the talon: You left it (elder may look at the cards he leaves)</source>
            <translation>Vue au talon : vous l’avez laissée (le premier peut regarder les cartes qu’il laisse)</translation>
        </message>
        <message>
            <source>Seen in the talon: {player} left it (elder may look at the cards he leaves)</source>
            <translation>Vue au talon : {player} l’a laissée (le premier peut regarder les cartes qu’il laisse)</translation>
        </message>
        <message>
            <source>Open piquet (practice)</source>
            <translation>Piquet à découvert (entraînement)</translation>
        </message>
        <message>
            <source>Both hands shown</source>
            <translation>Les deux jeux montrés</translation>
        </message>
        <message>
            <source>{prefix}: Your hand is face up</source>
            <translation>{prefix} : votre jeu est face visible</translation>
        </message>
        <message>
            <source>{prefix}: {player}'s hand is face up</source>
            <translation>{prefix} : {player} a son jeu face visible</translation>
        </message>
        <message>
            <source>{prefix}: Your discard is face up</source>
            <translation>{prefix} : votre écart est face visible</translation>
        </message>
        <message>
            <source>{prefix}: {player}'s discard is face up</source>
            <translation>{prefix} : {player} a son écart face visible</translation>
        </message>
        <message>
            <source>{prefix}: You saw it in the talon</source>
            <translation>{prefix} : vous l’avez vue au talon</translation>
        </message>
        <message>
            <source>{prefix}: {player} saw it in the talon</source>
            <translation>{prefix} : {player} l’a vue au talon</translation>
        </message>
    </context>
    <context>
        <name>RuleLabels</name>
        <message>
            <source>Partie</source>
            <translation>Partie</translation>
        </message>
        <message>
            <source>Rubicon length</source>
            <translation>Longueur du Rubicon</translation>
        </message>
        <message>
            <source>Pack</source>
            <translation>Jeu de cartes</translation>
        </message>
        <message>
            <source>Cut for deal</source>
            <translation>Coupe pour la donne</translation>
        </message>
        <message>
            <source>Dealing</source>
            <translation>Distribution</translation>
        </message>
        <message>
            <source>Younger's exchange</source>
            <translation>Écart du dernier</translation>
        </message>
        <message>
            <source>Calling less</source>
            <translation>Annoncer moins</translation>
        </message>
        <message>
            <source>Play points</source>
            <translation>Points du jeu</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>Dernière levée</translation>
        </message>
        <message>
            <source>The cards and pique</source>
            <translation>Les cartes et le pic</translation>
        </message>
        <message>
            <source>Rubicon: six deals, highest total wins</source>
            <translation>Rubicon : six donnes, le plus haut total gagne</translation>
        </message>
        <message>
            <source>Au cent: games to 100, best of five</source>
            <translation>Au cent : manches en 100, en trois manches gagnantes</translation>
        </message>
        <message>
            <source>Six deals</source>
            <translation>Six donnes</translation>
        </message>
        <message>
            <source>Four deals, first and last count double</source>
            <translation>Quatre donnes, la première et la dernière comptent double</translation>
        </message>
        <message>
            <source>32 cards (seven to ace)</source>
            <translation>32 cartes (du sept à l’as)</translation>
        </message>
        <message>
            <source>36 cards (sixes in)</source>
            <translation>36 cartes (avec les six)</translation>
        </message>
        <message>
            <source>Higher card deals</source>
            <translation>La plus haute carte donne</translation>
        </message>
        <message>
            <source>Lower card deals</source>
            <translation>La plus basse carte donne</translation>
        </message>
        <message>
            <source>Two cards at a time</source>
            <translation>Deux cartes à la fois</translation>
        </message>
        <message>
            <source>Three cards at a time</source>
            <translation>Trois cartes à la fois</translation>
        </message>
        <message>
            <source>Must take at least one card</source>
            <translation>Doit prendre au moins une carte</translation>
        </message>
        <message>
            <source>May take no card</source>
            <translation>Peut ne prendre aucune carte</translation>
        </message>
        <message>
            <source>Good against the cards reckons all held</source>
            <translation>Bon contre les cartes : tout ce qu’il tient compte</translation>
        </message>
        <message>
            <source>Reckon only what is no better than the call</source>
            <translation>Ne compter que ce qui ne vaut pas mieux que l’annonce</translation>
        </message>
        <message>
            <source>Every lead and every trick won on a lead</source>
            <translation>Chaque entame et chaque levée gagnée sur une entame</translation>
        </message>
        <message>
            <source>Only with a ten or higher (old au cent)</source>
            <translation>Seulement avec un dix ou plus (ancien au cent)</translation>
        </message>
        <message>
            <source>1 point</source>
            <translation>1 point</translation>
        </message>
        <message>
            <source>10 points</source>
            <translation>10 points</translation>
        </message>
        <message>
            <source>Scored at the end; never count for pique</source>
            <translation>Marquées à la fin ; ne comptent jamais pour le pic</translation>
        </message>
        <message>
            <source>Scored at the seventh trick; count for pique</source>
            <translation>Marquées à la septième levée ; comptent pour le pic</translation>
        </message>
        <message>
            <source>How a partie is won. Rubicon: six deals, the higher total wins, and a loser under 100 is 'rubiconed' (the winner then gains both totals plus 100). Au cent: each game goes to the first player to reach 100 points; the partie is the best of five games.</source>
            <translation>Comment se gagne une partie. Rubicon : six donnes, le plus haut total gagne, et un perdant sous les 100 est « rubiconé » (le gagnant marque alors les deux totaux plus 100). Au cent : chaque manche revient au premier joueur qui atteint 100 points ; la partie se joue en trois manches gagnantes.</translation>
        </message>
        <message>
            <source>Only for a Rubicon partie. The usual partie is six deals. The short form plays four, and the first and last deals count double.</source>
            <translation>Seulement pour une partie Rubicon. La partie habituelle compte six donnes. La forme courte en joue quatre, et la première et la dernière donne comptent double.</translation>
        </message>
        <message>
            <source>The standard piquet pack has 32 cards, seven to ace in each suit. The early game used 36 cards with the sixes: the talon then holds 12 cards and elder may exchange up to 7.</source>
            <translation>Le jeu de piquet ordinaire a 32 cartes, du sept à l’as dans chaque couleur. Le jeu ancien se jouait à 36 cartes, avec les six : le talon compte alors 12 cartes et le premier peut en échanger jusqu’à 7.</translation>
        </message>
        <message>
            <source>Who deals first. Under Cavendish's laws the player who cuts the higher card may choose, and chooses to deal. The au cent laws give the deal to the lower card.</source>
            <translation>Qui donne le premier. Selon les lois de Cavendish, le joueur qui coupe la plus haute carte choisit, et choisit de donner. Les lois du piquet au cent donnent la main à la plus basse carte.</translation>
        </message>
        <message>
            <source>Whether the twelve cards are dealt two or three at a time. It changes which cards each player receives from a given shuffle, never the odds.</source>
            <translation>Si les douze cartes se donnent deux par deux ou trois par trois. Cela change les cartes que chacun reçoit d’un même mélange, jamais les chances.</translation>
        </message>
        <message>
            <source>Whether younger hand (the dealer) has to exchange at least one card. Rubicon requires it; au cent lets younger keep his hand and take nothing.</source>
            <translation>Si le dernier en main (le donneur) doit échanger au moins une carte. Le Rubicon l’exige ; au cent, le dernier peut garder son jeu et ne rien prendre.</translation>
        </message>
        <message>
            <source>What elder reckons when he called less than he holds and his call was good. He always reckons his call and whatever is no better than it, a tierce taken out of a better sequence included. Under Cavendish's laws, if nothing the opponent could hold (as far as elder's own hand and discard tell) can equal or beat his call, it is 'good against the cards' and he reckons everything he holds in the category. The au cent laws never allow more than the call.</source>
            <translation>Ce que compte le premier quand il a annoncé moins qu’il ne tient et que son annonce est bonne. Il compte toujours son annonce et tout ce qui ne vaut pas mieux, y compris une tierce prise dans une meilleure séquence. Selon les lois de Cavendish, si rien de ce que l’adversaire pourrait tenir (autant que le jeu et l’écart du premier permettent d’en juger) ne peut égaler ni battre son annonce, elle est « bonne contre les cartes » et il compte tout ce qu’il tient dans la catégorie. Les lois du piquet au cent ne permettent jamais plus que l’annonce.</translation>
        </message>
        <message>
            <source>What scores in play. Standard: one point for every card led and one for winning a trick the opponent led. Old au cent scored a lead or a won trick only with a ten or higher; with that rule younger can win a pique too.</source>
            <translation>Ce qui compte au jeu de la carte. Ordinaire : un point par carte entamée et un pour chaque levée gagnée sur une entame adverse. L’ancien au cent ne comptait une entame ou une levée gagnée qu’avec un dix ou plus ; avec cette règle, le dernier peut lui aussi faire pic.</translation>
        </message>
        <message>
            <source>Extra points for winning the twelfth trick: one under the usual laws, ten in some old rule books.</source>
            <translation>Points en plus pour la douzième levée : un selon les lois habituelles, dix dans certains anciens traités.</translation>
        </message>
        <message>
            <source>The 10 for winning most tricks ('the cards'). Usually it is scored at the end of the deal and never helps towards a pique. Some players claim it the moment they win their seventh trick, so it can complete a pique.</source>
            <translation>Les 10 points pour la majorité des levées (« les cartes »). D’ordinaire, ils se marquent à la fin de la donne et ne comptent jamais pour le pic. Certains joueurs les réclament dès leur septième levée, si bien qu’ils peuvent compléter un pic.</translation>
        </message>
        <message>
            <source>Rubicon piquet (Cavendish's laws)</source>
            <translation>Piquet Rubicon (lois de Cavendish)</translation>
        </message>
        <message>
            <source>Piquet au cent (first to 100)</source>
            <translation>Piquet au cent (le premier à 100)</translation>
        </message>
        <message>
            <source>Thirty-six cards (au cent with sixes)</source>
            <translation>Piquet à 36 cartes (au cent avec les six)</translation>
        </message>
        <message>
            <source>The standard English game: six deals, the rubicon at 100, 32 cards.</source>
            <translation>Le jeu anglais ordinaire : six donnes, le rubicon à 100, 32 cartes.</translation>
        </message>
        <message>
            <source>The older French game: each game goes to the first to reach 100, best of five games; the lower cut deals and younger need not exchange.</source>
            <translation>L’ancien jeu français : chaque manche revient au premier qui atteint 100, en trois manches gagnantes ; la plus basse carte donne et le dernier n’est pas tenu d’échanger.</translation>
        </message>
        <message>
            <source>Au cent played with the sixes in: a talon of 12 and elder may take up to 7.</source>
            <translation>Le piquet au cent joué avec les six : un talon de 12 cartes, et le premier peut en prendre jusqu’à 7.</translation>
        </message>
        <message>
            <source>Custom rules</source>
            <translation>Règles personnalisées</translation>
        </message>
        <message>
            <source>Rule option '{name}'.</source>
            <translation>Option de règle « {name} ».</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Oui</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Non</translation>
        </message>
    </context>
    <context>
        <name>ScoreReasons</name>
        <message>
            <source>Led {card}</source>
            <translation>Entame : {card}</translation>
        </message>
        <message>
            <source>Won the trick with {card}</source>
            <translation>Levée gagnée avec {card}</translation>
        </message>
        <message>
            <source>Carte blanche</source>
            <translation>Cartes blanches</translation>
        </message>
        <message>
            <source>Repique</source>
            <translation>Repic</translation>
        </message>
        <message>
            <source>Pique</source>
            <translation>Pic</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>Dernière levée</translation>
        </message>
        <message>
            <source>The cards (seventh trick)</source>
            <translation>Les cartes (septième levée)</translation>
        </message>
        <message>
            <source>The cards</source>
            <translation>Les cartes</translation>
        </message>
        <message>
            <source>Capot (40 in all with the cards)</source>
            <translation>Capot (40 en tout avec les cartes)</translation>
        </message>
        <message>
            <source>Capot</source>
            <translation>Capot</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message>
            <source>You reached {target}: the game ends there</source>
            <translation>Vous atteignez {target} : la manche s’arrête là</translation>
        </message>
        <message>
            <source>{player} reached {target}: the game ends there</source>
            <translation>{player} atteint {target} : la manche s’arrête là</translation>
        </message>
        <message>
            <source>You reached {target} with “{score}”: the game ends there</source>
            <translation>Vous atteignez {target} par « {score} » : la manche s’arrête là</translation>
        </message>
        <message>
            <source>{player} reached {target} with “{score}”: the game ends there</source>
            <translation>{player} atteint {target} par « {score} » : la manche s’arrête là</translation>
        </message>
        <message>
            <source>Game {number} won by You, {won} to {lost} (double)</source>
            <translation>Manche {number} pour vous, {won} à {lost} (double)</translation>
        </message>
        <message>
            <source>Game {number} won by {player}, {won} to {lost} (double)</source>
            <translation>Manche {number} pour {player}, {won} à {lost} (double)</translation>
        </message>
        <message>
            <source>A double game (the loser was under 50), counting two. Games so far: {first} {a}, {second} {b}; the first to 3 wins the partie (best of five). The next game starts from nothing.</source>
            <translation>Une manche double (le perdant avait moins de 50), qui compte pour deux. Manches jusqu’ici : {first} {a}, {second} {b} ; le premier à 3 gagne la partie (en trois manches gagnantes). La manche suivante repart de zéro.</translation>
        </message>
        <message>
            <source>Game {number} won by You, {won} to {lost} (single)</source>
            <translation>Manche {number} pour vous, {won} à {lost} (simple)</translation>
        </message>
        <message>
            <source>Game {number} won by {player}, {won} to {lost} (single)</source>
            <translation>Manche {number} pour {player}, {won} à {lost} (simple)</translation>
        </message>
        <message>
            <source>A single game, counting one. Games so far: {first} {a}, {second} {b}; the first to 3 wins the partie (best of five). The next game starts from nothing.</source>
            <translation>Une manche simple, qui compte pour une. Manches jusqu’ici : {first} {a}, {second} {b} ; le premier à 3 gagne la partie (en trois manches gagnantes). La manche suivante repart de zéro.</translation>
        </message>
        <message>
            <source>Rest of deal {number} void: {first} {a}, {second} {b}</source>
            <translation>Reste de la donne {number} annulé : {first} {a}, {second} {b}</translation>
        </message>
        <message>
            <source>In au cent a deal stops counting when a game is won in it: the scores that came after you reached {target} are lost, not carried to the next game.</source>
            <translation>Au cent, une donne cesse de compter dès qu’une manche y est gagnée : les points marqués après que vous avez atteint {target} sont perdus, et non reportés sur la manche suivante.</translation>
        </message>
        <message>
            <source>In au cent a deal stops counting when a game is won in it: the scores that came after {player} reached {target} are lost, not carried to the next game.</source>
            <translation>Au cent, une donne cesse de compter dès qu’une manche y est gagnée : les points marqués après que {player} a atteint {target} sont perdus, et non reportés sur la manche suivante.</translation>
        </message>
        <message>
            <source>the deal in play, scores so far</source>
            <translation>la donne en cours, points marqués jusqu’ici</translation>
        </message>
        <message>
            <source>Games</source>
            <comment>the total row in au cent</comment>
            <translation>Manches</translation>
        </message>
        <message>
            <source>Games won, a double game counting two; the first to 3 wins the partie</source>
            <translation>Manches gagnées, une manche double comptant pour deux ; le premier à 3 gagne la partie</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Your points in the deal</source>
            <translation>Vos points dans la donne</translation>
        </message>
        <message>
            <source>{player}'s points in the deal</source>
            <translation>Points de {player} dans la donne</translation>
        </message>
        <message>
            <source>Your score in the game after the deal</source>
            <translation>Votre score dans la manche après la donne</translation>
        </message>
        <message>
            <source>{player}'s score in the game after the deal</source>
            <translation>Score de {player} dans la manche après la donne</translation>
        </message>
        <message>
            <source>Your running total after the deal</source>
            <translation>Votre total cumulé après la donne</translation>
        </message>
        <message>
            <source>{player}'s running total after the deal</source>
            <translation>Total cumulé de {player} après la donne</translation>
        </message>
        <message>
            <source>{player}
total</source>
            <translation>{player}
total</translation>
        </message>
        <message>
            <source>Deal</source>
            <comment>a column title: the deal's number</comment>
            <translation>Donne</translation>
        </message>
        <message>
            <source>Elder</source>
            <comment>a column title: who was elder hand</comment>
            <translation>Premier</translation>
        </message>
        <message>
            <source>The deal's number; (×2) when its scores count double</source>
            <translation>Le numéro de la donne ; (×2) quand ses points comptent double</translation>
        </message>
        <message>
            <source>Who was elder hand in the deal</source>
            <translation>Qui était premier en main dans la donne</translation>
        </message>
    </context>
    <context>
        <name>Speech</name>
        <message>
            <source>Fourteen tens.</source>
            <translation>Quatorze de dix.</translation>
        </message>
        <message>
            <source>Fourteen knaves.</source>
            <translation>Quatorze de valets.</translation>
        </message>
        <message>
            <source>Fourteen queens.</source>
            <translation>Quatorze de dames.</translation>
        </message>
        <message>
            <source>Fourteen kings.</source>
            <translation>Quatorze de rois.</translation>
        </message>
        <message>
            <source>Fourteen aces.</source>
            <translation>Quatorze d’as.</translation>
        </message>
        <message>
            <source>Three tens.</source>
            <translation>Trois dix.</translation>
        </message>
        <message>
            <source>Three knaves.</source>
            <translation>Trois valets.</translation>
        </message>
        <message>
            <source>Three queens.</source>
            <translation>Trois dames.</translation>
        </message>
        <message>
            <source>Three kings.</source>
            <translation>Trois rois.</translation>
        </message>
        <message>
            <source>Three aces.</source>
            <translation>Trois as.</translation>
        </message>
        <message>
            <source>Point of one.</source>
            <translation>Point d’une.</translation>
        </message>
        <message>
            <source>Point of {count}.</source>
            <translation>Point de {count}.</translation>
        </message>
        <message>
            <source>Making {pips}.</source>
            <translation>{pips}.</translation>
        </message>
        <message>
            <source>{sequence}.</source>
            <translation>{sequence}.</translation>
        </message>
        <message>
            <source>{sequence} major.</source>
            <translation>{sequence} majeure.</translation>
        </message>
        <message>
            <source>{sequence} {to_the_rank}.</source>
            <translation>{sequence} {to_the_rank}.</translation>
        </message>
        <message>
            <source>{score}: {points}.</source>
            <translation>{score} : {points}.</translation>
        </message>
        <message>
            <source>Good.</source>
            <translation>Bon.</translation>
        </message>
        <message>
            <source>Not good.</source>
            <translation>Pas bon.</translation>
        </message>
        <message>
            <source>Equal.</source>
            <translation>Égal.</translation>
        </message>
        <message>
            <source>No point.</source>
            <translation>Pas de point.</translation>
        </message>
        <message>
            <source>No sequence.</source>
            <translation>Pas de séquence.</translation>
        </message>
        <message>
            <source>No set.</source>
            <translation>Ni quatorze ni trio.</translation>
        </message>
        <message>
            <source>Carte blanche: here is my hand.</source>
            <translation>Cartes blanches : voici mon jeu.</translation>
        </message>
        <message>
            <source>Carte blanche.</source>
            <translation>Cartes blanches.</translation>
        </message>
        <message>
            <source>Carte blanche. I take one.</source>
            <translation>Cartes blanches. J’en prends une.</translation>
        </message>
        <message>
            <source>Carte blanche. I take {count}.</source>
            <translation>Cartes blanches. J’en prends {count}.</translation>
        </message>
        <message>
            <source>I discard none.</source>
            <translation>Je n’en écarte aucune.</translation>
        </message>
        <message>
            <source>I discard one.</source>
            <translation>J’en écarte une.</translation>
        </message>
        <message>
            <source>I discard {count}.</source>
            <translation>J’en écarte {count}.</translation>
        </message>
    </context>
    <context>
        <name>Text</name>
        <message>
            <source>You</source>
            <comment>the human player's name</comment>
            <translation>Vous</translation>
        </message>
        <message>
            <source>Computer</source>
            <comment>the computer player's name</comment>
            <translation>Ordinateur</translation>
        </message>
        <message>
            <source>You cannot play {card}: {reason}</source>
            <translation>Vous ne pouvez pas jouer {card} : {reason}</translation>
        </message>
        <message>
            <source>Chance</source>
            <translation>Le hasard</translation>
        </message>
        <message>
            <source>You play {card}.</source>
            <translation>Vous jouez {card}.</translation>
        </message>
        <message>
            <source>{player} plays {card}.</source>
            <translation>{player} joue {card}.</translation>
        </message>
        <message>
            <source>You discard {cards} and take {count}.</source>
            <translation>Vous écartez {cards} et en prenez {count}.</translation>
        </message>
        <message>
            <source>{player} discards {cards} and takes {count}.</source>
            <translation>{player} écarte {cards} et en prend {count}.</translation>
        </message>
        <message>
            <source>You look at the cards left in the talon.</source>
            <translation>Vous regardez les cartes laissées au talon.</translation>
        </message>
        <message>
            <source>{player} looks at the cards left in the talon.</source>
            <translation>{player} regarde les cartes laissées au talon.</translation>
        </message>
        <message>
            <source>You leave the cards left in the talon unseen.</source>
            <translation>Vous laissez les cartes du talon sans les regarder.</translation>
        </message>
        <message>
            <source>{player} leaves the cards left in the talon unseen.</source>
            <translation>{player} laisse les cartes du talon sans les regarder.</translation>
        </message>
        <message>
            <source>You do not claim carte blanche.</source>
            <translation>Vous n’annoncez pas cartes blanches.</translation>
        </message>
        <message>
            <source>{player} does not claim carte blanche.</source>
            <translation>{player} n’annonce pas cartes blanches.</translation>
        </message>
        <message>
            <source>You claim carte blanche, taking {count}.</source>
            <translation>Vous annoncez cartes blanches et en prenez {count}.</translation>
        </message>
        <message>
            <source>{player} claims carte blanche, taking {count}.</source>
            <translation>{player} annonce cartes blanches et en prend {count}.</translation>
        </message>
        <message>
            <source>You cut {first_card}, {second} cuts {second_card}.</source>
            <translation>Vous coupez {first_card}, {second} coupe {second_card}.</translation>
        </message>
        <message>
            <source>{first} cuts {first_card}, You cut {second_card}.</source>
            <translation>{first} coupe {first_card}, vous coupez {second_card}.</translation>
        </message>
        <message>
            <source>{first} cuts {first_card}, {second} cuts {second_card}.</source>
            <translation>{first} coupe {first_card}, {second} coupe {second_card}.</translation>
        </message>
        <message>
            <source>The pack is shuffled and dealt.</source>
            <translation>Le jeu est battu et distribué.</translation>
        </message>
        <message>
            <source>You take no cards.</source>
            <translation>Vous ne prenez aucune carte.</translation>
        </message>
        <message>
            <source>{player} takes no cards.</source>
            <translation>{player} ne prend aucune carte.</translation>
        </message>
        <message>
            <source>You claim carte blanche.</source>
            <translation>Vous annoncez cartes blanches.</translation>
        </message>
        <message>
            <source>{player} claims carte blanche.</source>
            <translation>{player} annonce cartes blanches.</translation>
        </message>
        <message>
            <source>You call point: {cards}.</source>
            <translation>Vous annoncez le point : {cards}.</translation>
        </message>
        <message>
            <source>{player} calls point: {cards}.</source>
            <translation>{player} annonce le point : {cards}.</translation>
        </message>
        <message>
            <source>You call sequence: {cards}.</source>
            <translation>Vous annoncez une séquence : {cards}.</translation>
        </message>
        <message>
            <source>{player} calls sequence: {cards}.</source>
            <translation>{player} annonce une séquence : {cards}.</translation>
        </message>
        <message>
            <source>You call set: {cards}.</source>
            <translation>Vous annoncez un quatorze ou un trio : {cards}.</translation>
        </message>
        <message>
            <source>{player} calls set: {cards}.</source>
            <translation>{player} annonce un quatorze ou un trio : {cards}.</translation>
        </message>
        <message>
            <source>You call no point.</source>
            <translation>Vous n’annoncez pas de point.</translation>
        </message>
        <message>
            <source>{player} calls no point.</source>
            <translation>{player} n’annonce pas de point.</translation>
        </message>
        <message>
            <source>You call no sequence.</source>
            <translation>Vous n’annoncez pas de séquence.</translation>
        </message>
        <message>
            <source>{player} calls no sequence.</source>
            <translation>{player} n’annonce pas de séquence.</translation>
        </message>
        <message>
            <source>You call no set.</source>
            <translation>Vous n’annoncez ni quatorze ni trio.</translation>
        </message>
        <message>
            <source>{player} calls no set.</source>
            <translation>{player} n’annonce ni quatorze ni trio.</translation>
        </message>
        <message>
            <source>You answer good.</source>
            <translation>Vous répondez « Bon ».</translation>
        </message>
        <message>
            <source>{player} answers good.</source>
            <translation>{player} répond « Bon ».</translation>
        </message>
        <message>
            <source>You answer not good.</source>
            <translation>Vous répondez « Pas bon ».</translation>
        </message>
        <message>
            <source>{player} answers not good.</source>
            <translation>{player} répond « Pas bon ».</translation>
        </message>
        <message>
            <source>You answer equal.</source>
            <translation>Vous répondez « Égal ».</translation>
        </message>
        <message>
            <source>{player} answers equal.</source>
            <translation>{player} répond « Égal ».</translation>
        </message>
        <message>
            <source>You exchange {count}.</source>
            <translation>Vous en échangez {count}.</translation>
        </message>
        <message>
            <source>{player} exchanges {count}.</source>
            <translation>{player} en échange {count}.</translation>
        </message>
        <message>
            <source>Drawn partie, {total} all.</source>
            <translation>Partie nulle, {total} partout.</translation>
        </message>
        <message>
            <source>You win the partie, {won} games to {lost}.</source>
            <translation>Vous gagnez la partie, {won} manches à {lost}.</translation>
        </message>
        <message>
            <source>{player} wins the partie, {won} games to {lost}.</source>
            <translation>{player} gagne la partie, {won} manches à {lost}.</translation>
        </message>
        <message>
            <source>You win by {margin}: {won} to {lost} ({loser} rubiconed).</source>
            <translation>Vous gagnez de {margin} : {won} à {lost} ({loser} rubiconé).</translation>
        </message>
        <message>
            <source>{player} wins by {margin}: {won} to {lost} ({loser} rubiconed).</source>
            <translation>{player} gagne de {margin} : {won} à {lost} ({loser} rubiconé).</translation>
        </message>
        <message>
            <source>You win by {margin}: {won} to {lost}.</source>
            <translation>Vous gagnez de {margin} : {won} à {lost}.</translation>
        </message>
        <message>
            <source>{player} wins by {margin}: {won} to {lost}.</source>
            <translation>{player} gagne de {margin} : {won} à {lost}.</translation>
        </message>
    </context>
    <context>
        <name>TrickHistoryModel</name>
        <message>
            <source>Your only legal card: it is played for you unless Preferences say otherwise.</source>
            <translation>Votre seule carte jouable : elle est jouée pour vous, sauf réglage contraire dans les Préférences.</translation>
        </message>
        <message>
            <source>Leader</source>
            <translation>Entame par</translation>
        </message>
        <message>
            <source>Lead</source>
            <translation>Entame</translation>
        </message>
        <message>
            <source>Follow</source>
            <translation>Réponse</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Gagnant</translation>
        </message>
        <message>
            <source>{card} (forced)</source>
            <translation>{card} (forcée)</translation>
        </message>
    </context>
</TS>
