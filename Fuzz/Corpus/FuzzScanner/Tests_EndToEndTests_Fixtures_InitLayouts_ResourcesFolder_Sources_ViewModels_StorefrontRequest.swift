import FOSMVVM

public final class StorefrontRequest: ViewModelRequest {
    public typealias ResponseBody = StorefrontViewModel
}
