// DialogFormatters
