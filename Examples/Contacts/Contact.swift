/// One person in the address book.
struct Contact: Identifiable, Hashable, Sendable {
    let id: Int
    var givenName: String
    var familyName: String
    var email: String
    var city: String
    var age: Int

    /// `count` contacts made from fixed name and city lists (the same every run, so screenshots
    /// and tests are stable).
    static func sample(count: Int) -> [Contact] {
        let given = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Ken", "Margaret", "John",
                     "Radia", "Niklaus", "Sophie", "Tim", "Hedy", "Dennis", "Katherine", "Linus", "Shafi", "Leslie"]
        let family = ["Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "Allen", "Thompson", "Hamilton",
                      "McCarthy", "Perlman", "Wirth", "Wilson", "Berners-Lee", "Lamarr", "Ritchie", "Johnson", "Torvalds",
                      "Goldwasser", "Lamport", "Kay", "Backus", "Cerf"]
        let cities = ["Lisbon", "Oslo", "Nairobi", "Osaka", "Quito", "Tallinn", "Perth", "Dakar", "Lyon", "Austin", "Pune"]
        return (0..<count).map { i in
            let g = given[i % given.count], f = family[(i / given.count + i * 7) % family.count]
            return Contact(id: i, givenName: g, familyName: f, email: "\(g.lowercased()).\(f.lowercased())\(i)@example.org",
                           city: cities[(i * 13) % cities.count], age: 18 + (i * 37) % 70)
        }
    }
}
