// DialogJSONTests
