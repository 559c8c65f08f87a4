struct Plain {
    let value: Int
}
